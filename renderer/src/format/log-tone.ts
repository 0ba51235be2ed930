/** How a log line stands out in GameLog.vue; each game maps its own log keys to these. */
export type LogTone = 'heading' | 'event' | 'good' | 'bad';
