import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { cardBack, doc, media, text, tip } from './doc';

/** Chapter H2 of contact.ts: Signalen zien. */
export const contactChapter2: ChapterDefinition = {
  id: 22,
  code: 'H2',
  name: 'Signalen zien',
  image: media('wandelen', ''),
  description: 'Hoe zie je dat het niet goed gaat?',
  activities: [
    {
      kind: 'InfoSlide',
      id: 2201,
      title: 'Let op veranderingen',
      points: 1,
      content: doc(
        text([
          'Iemand met dementie kan niet altijd zeggen wat er is. Let daarom op gedrag. Bijvoorbeeld:',
          '- onrustig heen en weer lopen;',
          '- steeds naar spullen zoeken;',
          '- minder naar buiten gaan of afspraken afzeggen.',
        ]),
        tip('Merk je zulke veranderingen? Praat er rustig over met de familie of de huisarts.'),
      ),
    },
    {
      kind: 'FlipCardMultipleChoiceQuestion',
      id: 2202,
      title: 'Signalen van onrust',
      descriptor: 'Onrust',
      intro: 'Kies de twee kaarten die bij onrust passen. Draai daarna de kaarten om.',
      content: doc(text(['Welke situaties kunnen passen bij onrust?'])),
      answers: [
        {
          id: 22021,
          label: 'Loopt steeds heen en weer',
          isCorrect: true,
          score: 2,
          image: media('wandelen', 'Voetstappen op een pad'),
          backImage: cardBack,
          back: doc(
            text(['Heen en weer lopen kan betekenen dat iemand iets zoekt of zich niet veilig voelt.']),
          ),
          textWhenError: 'Goed. Veel heen en weer lopen is een signaal van onrust.',
        },
        {
          id: 22022,
          label: 'Zoekt steeds naar de sleutels',
          isCorrect: true,
          score: 2,
          image: media('sleutels', 'Een bos sleutels'),
          backImage: cardBack,
          back: doc(text(['Steeds zoeken geeft stress. Een vaste plek voor de sleutels helpt.'])),
          textWhenError: 'Goed. Steeds zoeken kan onrust geven en laten zien.',
        },
        {
          id: 22023,
          label: 'Drinkt rustig een kopje thee',
          isCorrect: false,
          score: 0,
          image: media('kopje-thee', 'Een kopje thee'),
          backImage: cardBack,
          back: doc(text(['Samen thee drinken geeft juist rust.'])),
          textWhenError:
            'Rustig thee drinken is geen signaal van onrust. Het helpt juist om rustig te worden.',
        },
        {
          id: 22024,
          label: 'Luistert graag naar muziek',
          isCorrect: false,
          score: 0,
          image: media('muziek', 'Twee muzieknoten'),
          backImage: cardBack,
          back: doc(text(['Muziek van vroeger kan veel plezier en rust geven.'])),
          textWhenError: 'Muziek luisteren is geen signaal van onrust. Het kan juist rust geven.',
        },
      ],
    },
    {
      kind: 'InfoSlideMultipleChoiceQuestion',
      id: 2203,
      title: 'Signalen van terugtrekken',
      descriptor: 'Terugtrekken',
      shouldDragAnswer: true,
      intro: 'Sleep de drie signalen naar de doos.',
      content: doc(text(['Wat kan erop wijzen dat iemand zich terugtrekt?'])),
      answers: [
        {
          id: 22031,
          label: 'Komt niet meer naar de koffieochtend',
          isCorrect: true,
          score: 2,
          textWhenError: 'Klopt. Iemand vindt een groep vaak te druk of te moeilijk om te volgen.',
        },
        {
          id: 22032,
          label: 'Neemt de telefoon niet meer op',
          isCorrect: true,
          score: 2,
          textWhenError: 'Klopt. Bellen is lastig als je een gesprek moeilijk kunt volgen.',
        },
        {
          id: 22033,
          label: 'Stopt met een hobby die hij altijd leuk vond',
          isCorrect: true,
          score: 2,
          textWhenError: 'Klopt. Als iets niet meer lukt, stoppen mensen er vaak mee.',
        },
        {
          id: 22034,
          label: 'Gaat een week op vakantie',
          isCorrect: false,
          score: 0,
          textWhenError: 'Op vakantie gaan is geen signaal van terugtrekken.',
        },
        {
          id: 22035,
          label: 'Nodigt de buren uit voor een verjaardag',
          isCorrect: false,
          score: 0,
          textWhenError: 'Dit is juist contact zoeken. Het is geen signaal van terugtrekken.',
        },
      ],
    },
  ],
};
