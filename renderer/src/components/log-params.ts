/** The params of a log line or a refusal: what the engine wrote, ids and seat numbers included. */
export type LogParams = Record<string, string | number>;

/** Every param as players read it: `read` turns one into words, or returns it as it is. */
export function readEachParam(params: LogParams, read: (key: string, value: string | number) => string | number): LogParams {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, read(key, value)]));
}
