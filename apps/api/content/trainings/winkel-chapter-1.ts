import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { doc, expandable, media, text, tip } from './doc';

/** Chapter H1 of winkel.ts: Wat is dementie?. */
export const winkelChapter1: ChapterDefinition = {
  id: 11,
  code: 'H1',
  name: 'Wat is dementie?',
  image: media('hoofd', ''),
  description: 'Wat gebeurt er bij dementie, en waarom merk je dat in de winkel?',
  activities: [
    {
      kind: 'InfoSlide',
      id: 1101,
      title: 'Welkom',
      points: 1,
      content: doc(
        text([
          '## Fijn dat je meedoet',
          'In Nederland hebben ongeveer 300.000 mensen dementie. De meesten wonen gewoon thuis. Ze doen zelf boodschappen, ook in jouw winkel.',
          'In deze training leer je signalen herkennen. En je leert wat je kunt doen. Je hoeft geen expert te worden: een beetje geduld helpt al veel.',
        ]),
        tip('Neem de tijd. Je kunt de training altijd later afmaken: we onthouden waar je was.'),
      ),
    },
    {
      kind: 'InfoSlide',
      id: 1102,
      title: 'Dementie in het kort',
      points: 1,
      content: doc(
        text([
          'Dementie is een ziekte van de hersenen. De hersenen kunnen informatie steeds minder goed verwerken.',
          'Daardoor wordt het moeilijker om:',
          '- nieuwe dingen te onthouden;',
          '- te weten welke dag het is of waar je bent;',
          '- te plannen, bijvoorbeeld wat je moet betalen.',
        ]),
        expandable(
          'Is vergeten altijd dementie?',
          'Nee. Iedereen vergeet weleens iets. Bij dementie gebeurt het vaker en wordt het steeds erger.',
        ),
      ),
    },
    {
      kind: 'InfoSlideMultipleChoiceQuestion',
      id: 1103,
      title: 'Welk signaal zie je?',
      descriptor: 'In de war over tijd of plaats',
      shouldDragAnswer: false,
      intro: 'Kies het antwoord dat het beste past.',
      content: doc(text(['Welk signaal kan wijzen op dementie?'])),
      answers: [
        {
          id: 11031,
          label: 'Iemand weet niet meer welke dag het is',
          isCorrect: true,
          score: 2,
          textWhenError: 'Goed gezien. Niet weten welke dag het is, kan een signaal van dementie zijn.',
        },
        {
          id: 11032,
          label: 'Iemand vraagt waar de melk staat',
          isCorrect: false,
          score: 0,
          textWhenError: 'Dat vraagt bijna iedereen weleens. Het zegt op zichzelf niets over dementie.',
        },
        {
          id: 11033,
          label: 'Iemand betaalt met een pinpas',
          isCorrect: false,
          score: 0,
          textWhenError: 'Pinnen is heel gewoon. Let eerder op iemand die de pinautomaat niet meer begrijpt.',
        },
      ],
    },
    {
      kind: 'MultipleChoiceStatement',
      id: 1104,
      title: 'Wat vind jij?',
      descriptor: 'Rustig contact maken',
      intro: 'Er is geen goed of fout antwoord. Kies wat bij jou past.',
      content: doc(text(['Ik vind het lastig om een klant aan te spreken die in de war lijkt.'])),
      answers: [
        {
          id: 11041,
          label: 'Eens',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat vinden veel mensen. In deze training krijg je tips die het makkelijker maken.',
        },
        {
          id: 11042,
          label: 'Oneens',
          isCorrect: true,
          score: 0,
          textWhenError:
            'Mooi dat je het durft. De tips in deze training helpen je om het nog beter te doen.',
        },
        {
          id: 11043,
          label: 'Weet ik niet',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat is ook een goed antwoord. Na deze training weet je beter wat je kunt doen.',
        },
      ],
    },
  ],
};
