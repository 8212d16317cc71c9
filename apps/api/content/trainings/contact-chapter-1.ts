import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { doc, expandable, media, text } from './doc';

/** Chapter H1 of contact.ts: Hoe voelt dementie?. */
export const contactChapter1: ChapterDefinition = {
  id: 21,
  code: 'H1',
  name: 'Hoe voelt dementie?',
  image: media('hoofd', ''),
  description: 'Kijk even door de ogen van iemand met dementie.',
  activities: [
    {
      kind: 'InfoSlide',
      id: 2101,
      title: 'Welkom',
      points: 1,
      content: doc(
        text([
          '## Fijn dat je er bent',
          'Misschien heeft je moeder, buurman of vriendin dementie. Dan merk je dat het contact anders wordt.',
          'Dat is niet makkelijk. In deze training krijg je tips om het contact goed te houden.',
        ]),
      ),
    },
    {
      kind: 'InfoSlide',
      id: 2102,
      title: 'In een andere wereld',
      points: 1,
      showInfoModal: true,
      content: doc(
        text([
          'Iemand met dementie leeft steeds meer in een eigen wereld. Soms is dat de wereld van vroeger.',
          'Verbeter de ander niet. Ga mee in het verhaal. Zo voelt iemand zich begrepen en veilig.',
        ]),
        expandable(
          'Een voorbeeld',
          'Je buurvrouw zegt dat ze haar moeder gaat bezoeken. Haar moeder leeft al lang niet meer. Je kunt vragen: “Wat gaat u samen doen?” Zo ga je mee in haar beleving.',
        ),
      ),
    },
    {
      kind: 'MultipleChoiceStatement',
      id: 2103,
      title: 'Wat denk jij?',
      descriptor: 'Aansluiten bij de beleving',
      intro: 'Er is geen goed of fout antwoord.',
      content: doc(text(['Iemand met dementie merkt zelf niet dat er iets verandert.'])),
      answers: [
        {
          id: 21031,
          label: 'Eens',
          isCorrect: true,
          score: 0,
          textWhenError:
            'Veel mensen denken dat. Maar vooral in het begin merken mensen met dementie heel goed dat er iets verandert. Dat kan angstig maken.',
        },
        {
          id: 21032,
          label: 'Oneens',
          isCorrect: true,
          score: 0,
          textWhenError: 'Je hebt gelijk: veel mensen merken dat er iets verandert. Dat kan onzeker maken.',
        },
        {
          id: 21033,
          label: 'Weet ik niet',
          isCorrect: true,
          score: 0,
          textWhenError: 'Het verschilt per persoon. Vooral in het begin merken veel mensen het wel.',
        },
      ],
    },
    {
      kind: 'InfoSlideMultipleChoiceQuestion',
      id: 2104,
      title: 'Steeds dezelfde vraag',
      descriptor: 'Aansluiten bij de beleving',
      shouldDragAnswer: false,
      intro: 'Kies het antwoord dat het beste past.',
      content: doc(text(['Je buurvrouw vraagt voor de derde keer hoe laat het is. Wat doe je?'])),
      answers: [
        {
          id: 21041,
          label: 'Ik zeg rustig opnieuw hoe laat het is',
          isCorrect: true,
          score: 3,
          textWhenError: 'Heel goed. Voor haar is het steeds de eerste keer dat ze het vraagt.',
        },
        {
          id: 21042,
          label: 'Ik schrijf de tijd op een briefje',
          isCorrect: true,
          score: 2,
          textWhenError:
            'Dat kan helpen. Maar geef eerst gewoon rustig antwoord, zonder te laten merken dat het de derde keer is.',
        },
        {
          id: 21043,
          label: 'Ik zeg: dat heb ik net al gezegd',
          isCorrect: false,
          score: 0,
          textWhenError:
            'Dat is begrijpelijk, maar het maakt haar onzeker. Ze weet niet meer dat ze het al vroeg.',
        },
      ],
    },
  ],
};
