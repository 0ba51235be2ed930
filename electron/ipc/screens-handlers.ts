/** Private screens (issue 23): the shared screen's commands, answered by the screens service. */
import type { Command } from '../../shared/ipc/contract';
import type { ScreensService } from '../screens/screens-service';
import type { HandlersOf } from './dispatch';

type ScreenCommand = Extract<Command, `screens.${string}`>;

export function screenHandlers(screens: ScreensService): HandlersOf<ScreenCommand> {
  return {
    'screens.start': (r) => screens.start(r.sessionId),
    'screens.link': (r) => screens.link(r.sessionId, r.seat),
    'screens.revoke': (r) => screens.revoke(r.sessionId, r.seat),
    'screens.status': (r) => screens.status(r.sessionId),
    'screens.stop': (r) => screens.stop(r.sessionId),
    'screens.openWindow': (r) => screens.openWindow(r.sessionId, r.seat),
  };
}
