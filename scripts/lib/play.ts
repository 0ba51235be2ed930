/** The sim and the bench play through the shared, pure game loop. */
export { botChooser, levelChooser, nextSeed, playGame, randomChooser, type Chooser, type Choice, type PlayedGame } from '../../shared/engine/play';
