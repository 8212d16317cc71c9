import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { doc, expandable, media, text, video } from './doc';

/** Chapter H1 of basis.ts: Wat is dementie?. */
export const basisChapter1: ChapterDefinition = {
  id: 31,
  code: 'H1',
  name: 'Wat is dementie?',
  image: media('hoofd', ''),
  description: 'Een korte uitleg over de ziekte.',
  activities: [
    {
      kind: 'InfoSlide',
      id: 3101,
      title: 'Dementie is een ziekte',
      points: 1,
      content: doc(
        text([
          '## Wat is dementie?',
          'Dementie is een verzamelnaam voor meer dan 50 ziektes van de hersenen. De bekendste is de ziekte van Alzheimer.',
          'Bij dementie gaan hersencellen kapot. Daardoor gaat onthouden, denken en praten steeds moeilijker.',
          'Dementie is geen gewoon onderdeel van ouder worden. Ook jongere mensen kunnen dementie krijgen.',
        ]),
        // A short demo video (a placeholder clip): behind the cookie overlay until marketing
        // cookies are accepted (spec 3 §4), then tracked (spec 3 §7).
        video('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'),
        expandable(
          'Kun je dementie genezen?',
          'Nee, nog niet. Er wordt veel onderzoek gedaan. Wel kun je veel doen om goed te leven met dementie.',
        ),
      ),
    },
    {
      kind: 'InfoSlideMultipleChoiceQuestion',
      id: 3102,
      title: 'Wat is dementie?',
      descriptor: 'Weten wat dementie is',
      shouldDragAnswer: false,
      intro: 'Kies het goede antwoord.',
      content: doc(text(['Welke zin over dementie klopt?'])),
      answers: [
        {
          id: 31021,
          label: 'Dementie is een verzamelnaam voor ziektes van de hersenen',
          isCorrect: true,
          score: 2,
          textWhenError: 'Goed. Alzheimer is de bekendste vorm, maar er zijn er veel meer.',
        },
        {
          id: 31022,
          label: 'Dementie hoort gewoon bij ouder worden',
          isCorrect: false,
          score: 0,
          textWhenError:
            'Dat denken veel mensen. Maar dementie is een ziekte, geen gewoon deel van ouder worden.',
        },
        {
          id: 31023,
          label: 'Dementie is goed te genezen',
          isCorrect: false,
          score: 0,
          textWhenError: 'Helaas niet. Dementie is nog niet te genezen. Wel kun je er goed mee leven.',
        },
      ],
    },
    {
      kind: 'MultipleChoiceStatement',
      id: 3103,
      title: 'En jij?',
      descriptor: 'Weten wat dementie is',
      intro: 'Er is geen goed of fout antwoord.',
      content: doc(text(['Ik ken iemand met dementie.'])),
      answers: [
        {
          id: 31031,
          label: 'Ja',
          isCorrect: true,
          score: 0,
          textWhenError:
            'Dan weet je misschien al veel. Deze training helpt je om nog beter te begrijpen wat er gebeurt.',
        },
        {
          id: 31032,
          label: 'Nee',
          isCorrect: true,
          score: 0,
          textWhenError:
            'Grote kans dat je later iemand ontmoet met dementie. Dan weet jij wat je kunt doen.',
        },
        {
          id: 31033,
          label: 'Dat weet ik niet zeker',
          isCorrect: true,
          score: 0,
          textWhenError:
            'Dat kan. Je ziet het niet altijd aan iemand. Na deze training herken je signalen beter.',
        },
      ],
    },
  ],
};
