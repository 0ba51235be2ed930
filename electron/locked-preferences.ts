/**
 * The web preferences every Velada window runs with (the main window and the seat windows):
 * an isolated, sandboxed page with no Node, no webview and no insecure content. One list, so
 * a lock added for one window is added for all.
 */
export const LOCKED_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: false,
} as const;
