/** The When Darkness Comes bots: the hero bot (any hero seat) and the sim's scripted Master. */
export { heroBot, masterBot } from './hero';
export type { BotLevel } from '../../../../engine/bot-level';
