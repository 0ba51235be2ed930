import { describe, expect, it } from 'vitest';
import { Listeners } from '../../electron/services/listeners';

describe('Listeners', () => {
  it('tells every listener in turn; one that throws stops neither the event nor the others', () => {
    const news = new Listeners<number>();
    const heard: string[] = [];
    news.on((n) => heard.push(`a${n}`));
    news.on(() => {
      throw new Error('a broken screen');
    });
    news.on((n) => heard.push(`c${n}`));
    expect(() => news.emit(1)).not.toThrow();
    expect(heard).toEqual(['a1', 'c1']);
  });

  it('lets a listener remove itself while it is told, and stops telling a removed one', () => {
    const news = new Listeners<string>();
    const heard: string[] = [];
    const off = news.on((e) => {
      heard.push(`once:${e}`);
      off();
    });
    news.on((e) => heard.push(`always:${e}`));
    news.emit('x');
    news.emit('y');
    expect(heard).toEqual(['once:x', 'always:x', 'always:y']);
  });
});
