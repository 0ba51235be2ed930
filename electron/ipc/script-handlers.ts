/** Tragedy Looper's script library commands; a script's file goes out like a session's, never through the renderer. */
import type { Command } from '../../shared/ipc/contract';
import { ServiceError } from '../services/errors';
import type { ScriptLibraryService } from '../services/looper/script-library';
import type { HandlersOf } from './dispatch';
import type { ServicesOptions } from './services-options';

type ScriptCommand = Extract<Command, `scripts.${string}`>;

export function scriptHandlers(scripts: ScriptLibraryService, options: ServicesOptions): HandlersOf<ScriptCommand> {
  return {
    'scripts.list': () => scripts.list(),
    'scripts.import': (r) => scripts.import(r.json),
    'scripts.export': (r) => {
      const document = scripts.exportFile(r.scriptId);
      const exporter = options.scriptExporter ?? options.exporter;
      if (!exporter) throw new ServiceError('export_unavailable', 'This host has nowhere to save an export');
      return exporter(r.scriptId, document);
    },
    'scripts.delete': (r) => {
      scripts.delete(r.scriptId);
      return { deleted: true };
    },
    'scripts.get': (r) => scripts.editorCopy(r.scriptId),
  };
}
