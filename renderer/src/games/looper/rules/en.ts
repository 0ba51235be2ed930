/**
 * Tragedy Looper's rules in English, in plain words: how to play, the reference of what the
 * protagonists may know (sets, plots, roles, incidents, characters, cards) and the rulings of
 * docs/rulings/looper.md. Mirrors es.ts section by section.
 */
import type { GameRulesText } from '../../../components/rules-types';
import { looperReference } from './reference';
import { looperRulingsEn } from './rulings-en';

export const looperRulesEn: GameRulesText = {
  title: 'Tragedy Looper',
  howTo: [
    {
      id: 'goal',
      title: 'Goal',
      paragraphs: [
        "One person is the mastermind: they know the secret script (plots, every character's role, the incidents' culprits) and want the tragedy to happen. Everyone else is a protagonist, a time traveller playing together to stop it.",
        'The protagonists know which tragedy set is in use, so they know every possible plot, role and incident (see the reference), but not which ones this script holds. They work it out loop by loop.',
      ],
    },
    {
      id: 'setup',
      title: 'Set-up',
      paragraphs: [
        "The protagonists see the script's public card: set, number of loops and days, the incident schedule (which incident on which day, no culprit) and special rules. The mastermind keeps the secret card.",
        'Every cast member starts in its location. Each protagonist has a hand of 8 cards; the mastermind, one of 10. One protagonist gets the leader card.',
      ],
    },
    {
      id: 'turn',
      title: 'A day, in 9 steps',
      paragraphs: [
        '1. Day start. 2. The mastermind plays 3 cards face down, each on a different target (character or location). 3. Each protagonist, leader first, plays 1 card face down; never on a target another protagonist used.',
        '4. Card resolution: cards are revealed and applied in order (Forbid Movement, movement, the other Forbid cards, the rest). Once-per-loop cards stay face up until the loop ends.',
        '5. Mastermind abilities: those of roles and plots (Brain, Conspiracy Theorist…). Only the result is announced, never who caused it.',
        "6. Goodwill abilities: the leader uses those of characters with enough Goodwill, each once a day. The mastermind may refuse them if the character's role allows; then \"nothing happens\".",
        "7. Incidents: if one is scheduled today, it occurs when its culprit is alive and in panic (Paranoia at or above its limit). Whether it occurred is announced, never the culprit. 8. The leader card passes to the next protagonist. 9. Day end: day end effects (Killer, Serial Killer…).",
      ],
    },
    {
      id: 'loop',
      title: 'The loop and the Time Spiral',
      paragraphs: [
        "A loop ends after its last day, or earlier if the protagonists die or the Key Person dies. The mastermind then checks the plots' and roles' loss conditions and only says whether you lost, never why.",
        'If you lost and loops remain, time goes back: every character alive at its start, no counters, every card back in hand. What the protagonists learned is not forgotten. In the Time Spiral you may talk freely and, in Basic Tragedy, choose to go to the Final Guess now.',
      ],
    },
    {
      id: 'win',
      title: 'How each side wins',
      paragraphs: [
        'The protagonists win if they end any loop without meeting a loss condition, or if they get the Final Guess right.',
        'The mastermind wins if the protagonists lose every loop and then fail the Final Guess (First Steps has no Final Guess: losing every loop is enough).',
      ],
    },
    {
      id: 'lose',
      title: 'How a loop is lost',
      paragraphs: [
        "The Key Person dies; the protagonists die (Hospital Incident, Killer, Loved One); or at loop end a plot's loss condition is met (Intrigue in some place, a dead Friend, the Butterfly Effect…).",
      ],
    },
    {
      id: 'finalGuess',
      title: 'The Final Guess',
      paragraphs: [
        'Basic Tragedy only. The board returns to the start and the protagonists, talking freely, name the characters\' roles one at a time. The mastermind answers "correct" or "incorrect". At the first mistake the mastermind wins; if every answer is right, the protagonists win.',
      ],
    },
    {
      id: 'secrets',
      title: 'What the mastermind reveals',
      paragraphs: [
        'Results, never causes: "the Shrine gets 1 Intrigue", "the incident occurred", "nothing happens", "you lost". Action cards are revealed when they resolve. A character\'s role is revealed only when an ability or a rule says so.',
      ],
    },
  ],
  reference: looperReference('en'),
  rulings: looperRulingsEn,
};
