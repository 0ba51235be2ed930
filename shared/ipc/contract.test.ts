import { describe, expect, it } from 'vitest';
import { appRequests } from './commands/app';
import { darknessRequests } from './commands/darkness';
import { historyRequests } from './commands/history';
import { libraryRequests } from './commands/library';
import { profileRequests } from './commands/profiles';
import { scriptRequests } from './commands/scripts';
import { screenRequests } from './commands/screens';
import { sessionRequests } from './commands/sessions';
import { COMMANDS, requestSchemas } from './contract';

describe('the one contract map', () => {
  it('joins every concern\'s commands, none declared twice (a later one would silently replace the first)', () => {
    const concerns = [appRequests, profileRequests, sessionRequests, historyRequests, scriptRequests, darknessRequests, libraryRequests, screenRequests];
    const declared = concerns.flatMap((c) => Object.keys(c));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...COMMANDS].sort()).toEqual([...declared].sort());
    for (const concern of concerns) for (const [command, schema] of Object.entries(concern)) expect(requestSchemas[command as keyof typeof requestSchemas]).toBe(schema);
  });
});
