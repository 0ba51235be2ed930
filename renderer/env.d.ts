/// <reference types="vite/client" />
import type { VeladaApi } from '../shared/ipc/contract';

declare global {
  interface Window {
    /** Exposed by the Electron preload; absent in a plain browser (then the web bridge is used). */
    velada?: VeladaApi;
  }
}

export {};
