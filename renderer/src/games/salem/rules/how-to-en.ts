/** How to play Salem 1692 in English: the same sections and paragraphs as how-to-es.ts. */
import type { RulesSection } from '../../../components/rules-types';
import { salemEn } from '../i18n/en';

const v = salemEn.variants;

export const howToEn: readonly RulesSection[] = [
  {
    id: 'goal',
    title: 'Goal',
    paragraphs: [
      'Salem, 1692. Witches hide among the townsfolk. Each player has a row of face-down Tryal cards in front of them: most say “Not a Witch”, some say “Witch” and one says “Constable”. The town wins when every Witch card has come to light; the witches win when every living player is on their side.',
      'Whoever holds, or has ever held, a Witch card is a witch until the end, even after losing it. Velada is the moderator: it deals, keeps the secrets and runs the dawn and the nights.',
    ],
  },
  {
    id: 'setup',
    title: 'Setup',
    paragraphs: [
      'Each player is dealt their Tryal cards face down and looks at them in secret. By player count (Not a Witch / Witch / Constable, and cards each): 4: 18/1/1, 5 each · 5: 23/1/1, 5 · 6: 27/2/1, 5 · 7: 32/2/1, 5 · 8: 29/2/1, 4 · 9: 33/2/1, 4 · 10: 27/2/1, 3 · 11: 30/2/1, 3 · 12: 33/2/1, 3.',
      'Each player is dealt a character, face up for all to see, with its ability. With 7 players or fewer each may be dealt 2 and keep 1.',
      'The Night, the Conspiracy and the Black Cat are taken out of the 59-card deck; everyone is dealt 3 cards, the Conspiracy is shuffled into the rest and the Night goes to the bottom. The Black Cat waits beside the deck.',
    ],
  },
  {
    id: 'dawn',
    title: 'Dawn',
    paragraphs: [
      'Only at the start. Everyone “closes their eyes”: the witches learn who each other are and choose together who receives the Black Cat (they may choose one of themselves). That player starts, and play goes clockwise. Nobody dies at dawn.',
    ],
  },
  {
    id: 'turn',
    title: 'Your turn',
    paragraphs: [
      'Do one of two things: draw 2 cards, and your turn ends; or play one or more cards from your hand, each on another player (never on yourself), and end without drawing.',
      'Black cards are played the moment they are drawn and count as one of the 2; if the Night is your first draw, you draw the missing card after the Night. A black card drawn outside your turn (Ann Putnam, Rebecca Nurse) is also resolved at once, then play goes on.',
      'Colours: red cards (accusations) stay in front of the accused until one of their Tryal cards is revealed; green cards are discarded when used; blue cards stay in front of a player until they die, the effect ends or another card removes them; black cards are played when drawn.',
      'With the hourglass: if it runs out before you act, you draw 2 cards, or end your turn if you already played one. A player in the Stocks skips their turn.',
    ],
  },
  {
    id: 'accusations',
    title: 'Accusations and reveals',
    paragraphs: [
      'Red cards add up in front of the accused: Accusation 1, Evidence 3, Witness 7. At 7 (8 against George Burroughs; Evidence is worth 1 against Cotton Mather), whoever placed the last one chooses one face-down Tryal card of the accused and it is revealed. Then every red card in front of them is discarded: what is left over does not count towards the next.',
      'A Witch revealed: that player dies. The Constable revealed: there is no Constable any more, but nobody dies. Not a Witch revealed: nothing happens, unless it was their last face-down card: then they die.',
    ],
  },
  {
    id: 'death',
    title: 'Death',
    paragraphs: [
      'A player dies when all their Tryal cards are revealed, when a Witch of theirs is revealed, or when killed at night. Their Tryal cards are revealed, their hand and what lay in front of them are discarded (John Proctor takes what his ability says) and whether they were ever a witch is announced. A Matchmaker partner dies with them. The dead play no more.',
    ],
  },
  {
    id: 'conspiracy',
    title: 'Conspiracy',
    paragraphs: [
      'Whoever draws it chooses one face-down Tryal card of the Black Cat’s holder and it is revealed (if they hold the cat, they choose one of their own; Mary Warren is immune to the Black Cat). Then every living player takes one face-down Tryal card blind from the player on their left, all at once, and looks in private at the card received.',
      'Whoever receives a Witch is a witch from then on; whoever gives one away still is. Whoever receives the Constable is the new Constable; whoever gives it away no longer is.',
    ],
  },
  {
    id: 'night',
    title: 'Night',
    paragraphs: [
      'Everyone “closes their eyes”. The witches choose together whom to kill (a witch too). The Constable, if there is one and their card is still face down, gives the gavel to another player, never to themself: that player cannot die tonight. Anyone may confess by revealing one of their own face-down Tryal cards (William Phips, once, without revealing any): a confessor does not die tonight, but one who reveals a Witch dies by it.',
      'In the morning everyone sees the confessions, the Kill card and who holds the gavel. The victim dies unless they hold the gavel or Asylum or confessed; a Matchmaker partner dies with them even if saved. Then the discard pile is shuffled into a new deck with the Night at the bottom, and the day goes on where it stopped.',
    ],
  },
  {
    id: 'oneScreen',
    title: 'Dawn and night at one screen',
    paragraphs: [
      'Velada is the moderator. Every living player takes the device alone, in turn, twice: from the player who drew the Night, or from the first seat at dawn. Every screen has the same shape, the same options and the same minimum time, whatever the role, and sounds the same: nobody gives themself away by what they see, how long they take or when they are asked.',
      'First pass: one question. The witches propose the victim (at dawn, who gets the Black Cat) and see what the others proposed; everyone else answers a decoy question with the same options. Second pass: the witches confirm; at night there is also the Constable’s question (who gets the gavel; everyone else, another decoy) and the confession for everyone.',
      'If the witches do not agree, the player pointed at most is chosen, and a tie is settled by the game’s draw. Night answers cannot be undone, like a gesture made with eyes closed.',
    ],
  },
  {
    id: 'win',
    title: 'Winning',
    paragraphs: [
      'The town (those who never held a Witch card) wins as soon as every Witch card of the game is face up, even if a witch is still alive. The witches win as soon as every living player is on their side. This is checked after every event, and when one event does both, the town wins; outnumbering the other side is not enough.',
    ],
  },
  {
    id: 'lose',
    title: 'Losing',
    paragraphs: [
      'The other side loses, its dead included. Whoever becomes a witch at a Conspiracy plays with the witches from then on: if that makes every living player a witch, they win.',
    ],
  },
  {
    id: 'variants',
    title: 'Variants',
    paragraphs: [
      'They are chosen when the game is created; all start off.',
      ...Object.values(v).map((x) => `${x.name}: ${x.help}`),
    ],
  },
  {
    id: 'rulings',
    title: 'Rulings',
    paragraphs: [
      'What the rulebook leaves open (who wakes as a witch, how the witches agree, double Matchmakers, John Proctor, Piety…) Velada always settles the same way. The list, in plain words, is under the Rulings tab; each ruling, with the seed’s words, the reason and its test, is in docs/rulings/salem.md.',
    ],
  },
];
