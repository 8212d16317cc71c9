import type { FeedbackKind, Step } from './training';

/*
 * The steps of the demo trainings (apps/api/content/trainings) with the answers the journeys give;
 * re-exported by ./training, the learner's helpers.
 */

// Builders of the steps below.
/** An info slide. */
const info = (title: string): Step => ({ kind: 'info', title });

/** A statement (no `points`: it shows none) or a one-answer question. */
function choice(title: string, answer: string, result: FeedbackKind, points?: number): Step {
  return points === undefined
    ? { kind: 'choice', title, answer, result }
    : { kind: 'choice', title, answer, result, points };
}

/** A flip-card question (`flip`, the cards turned) or a drag question (`drag`, the answers dragged in). */
const cardQuestion =
  (kind: 'flip' | 'drag') =>
  (title: string, answers: readonly string[], result: FeedbackKind, points: number): Step => ({
    kind,
    title,
    answers,
    result,
    points,
  });
const flip = cardQuestion('flip');
const drag = cardQuestion('drag');

// Training 2 'Goed contact met iemand met dementie' (all brands), max 23: info slides 4 x 1,
// 2104 max 3, 2202 max 4, 2203 max 6, 2302 max 6.

export const contactName = 'Goed contact met iemand met dementie';
export const contactAllCorrect: readonly Step[] = [
  info('Welkom'),
  info('In een andere wereld'),
  choice('Wat denk jij?', 'Oneens', 'fully'),
  choice('Steeds dezelfde vraag', 'Ik zeg rustig opnieuw hoe laat het is', 'fully', 3),
  info('Let op veranderingen'),
  flip('Signalen van onrust', ['Loopt steeds heen en weer', 'Zoekt steeds naar de sleutels'], 'fully', 4),
  drag(
    'Signalen van terugtrekken',
    [
      'Komt niet meer naar de koffieochtend',
      'Neemt de telefoon niet meer op',
      'Stopt met een hobby die hij altijd leuk vond',
    ],
    'fully',
    6,
  ),
  info('Samen plezier hebben'),
  flip(
    'Wat kun je samen doen?',
    ['Samen een wandeling maken', 'Oude foto’s bekijken', 'Samen muziek luisteren'],
    'fully',
    6,
  ),
  choice('Wat neem jij mee?', 'Een beetje', 'fully'),
];

// Training 1 'Dementie herkennen in de winkel' (dementievriendelijk, alzheimer), max 23: info
// slides 4 x 1, 1103 max 2, 1202 max 6, 1203 max 4, 1302 max 4, 1303 max 3.
export const winkelName = 'Dementie herkennen in de winkel';
export const winkelWithTwoSlips: readonly Step[] = [
  info('Welkom'),
  info('Dementie in het kort'),
  choice('Welk signaal zie je?', 'Iemand weet niet meer welke dag het is', 'fully', 2),
  choice('Wat vind jij?', 'Weet ik niet', 'fully'),
  info('Wat kun je zien?'),
  drag(
    'Signalen bij het betalen',
    [
      'Zoekt heel lang naar het juiste geld',
      'Betaalt twee keer voor dezelfde boodschappen',
      'Koopt elke dag precies hetzelfde',
    ],
    'fully',
    6,
  ),
  flip(
    'In de war over tijd of plaats',
    ['Vindt de uitgang van de winkel niet meer', 'Heeft een boodschappenlijstje bij zich'],
    'partially',
    2,
  ),
  info('Tips voor contact'),
  flip('Wat helpt in het contact?', ['Oogcontact maken', 'Korte zinnen gebruiken'], 'fully', 4),
  choice(
    'Een klant kan niet betalen',
    'Ik vraag of er iemand is die ik voor haar kan bellen',
    'partially',
    2,
  ),
  choice('Wat neem jij mee?', 'Ja, dat weet ik', 'fully'),
];

// Training 3 'Dementie: de basis' (dementie, alzheimer), max 22: info slides 3 x 1, 3102 max 2,
// 3202 max 6, 3203 max 4, 3302 max 3, 3303 max 4.
export const basisName = 'Dementie: de basis';
export const basisWithMistakes: readonly Step[] = [
  info('Dementie is een ziekte'),
  choice('Wat is dementie?', 'Dementie hoort gewoon bij ouder worden', 'wrong', 0),
  choice('En jij?', 'Ja', 'fully'),
  info('Vergeten of dementie?'),
  drag(
    'Signalen van vergeten',
    [
      'Stelt steeds dezelfde vraag',
      'Zoekt een keer de autosleutels',
      'Vergeet veel vaker afspraken dan vroeger',
    ],
    'partially',
    4,
  ),
  flip(
    'Moeite met taal',
    ['Praat graag over vroeger', 'Raakt de draad kwijt in een gesprek'],
    'partially',
    2,
  ),
  info('Waar kun je terecht?'),
  choice('Een eerste stap', 'Een hulplijn bellen voor advies', 'partially', 2),
  flip('Wie kan helpen?', ['De huisarts', 'Een hulplijn over dementie'], 'fully', 4),
  choice('Wat neem jij mee?', 'Een beetje', 'fully'),
];
