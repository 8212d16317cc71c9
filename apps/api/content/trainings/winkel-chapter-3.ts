import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { cardBack, doc, media, text, tip } from './doc';

/** Chapter H3 of winkel.ts: Wat kun je doen?. */
export const winkelChapter3: ChapterDefinition = {
  id: 13,
  code: 'H3',
  name: 'Wat kun je doen?',
  image: media('gesprek', ''),
  description: 'Zo help je een klant met dementie op een prettige manier.',
  activities: [
    {
      kind: 'InfoSlide',
      id: 1301,
      title: 'Tips voor contact',
      points: 1,
      content: doc(
        text([
          '## Zo maak je rustig contact',
          '- Kijk de klant aan en stel je voor.',
          '- Praat rustig, in korte zinnen.',
          '- Stel één vraag tegelijk en wacht op het antwoord.',
          '- Blijf vriendelijk, ook als iets niet lukt.',
        ]),
        tip('Is het druk bij de kassa? Vraag een collega om de rij over te nemen. Dan heb jij de tijd.'),
      ),
    },
    {
      kind: 'FlipCardMultipleChoiceQuestion',
      id: 1302,
      title: 'Wat helpt in het contact?',
      descriptor: 'Rustig contact maken',
      intro: 'Kies de twee kaarten die helpen. Draai daarna de kaarten om.',
      content: doc(text(['Een klant lijkt in de war. Wat helpt om rustig contact te maken?'])),
      answers: [
        {
          id: 13021,
          label: 'Oogcontact maken',
          isCorrect: true,
          score: 2,
          image: media('oogcontact', 'Twee ogen die je vriendelijk aankijken'),
          backImage: cardBack,
          back: doc(text(['Als je iemand aankijkt, weet die persoon dat je het tegen hem of haar hebt.'])),
          textWhenError: 'Goed. Oogcontact geeft rust en vertrouwen.',
        },
        {
          id: 13022,
          label: 'Korte zinnen gebruiken',
          isCorrect: true,
          score: 2,
          image: media('korte-zinnen', 'Een tekstballon met een korte zin'),
          backImage: cardBack,
          back: doc(text(['Korte zinnen zijn makkelijker te volgen. Zeg één ding tegelijk.'])),
          textWhenError: 'Goed. Korte zinnen maken het makkelijker om je te volgen.',
        },
        {
          id: 13023,
          label: 'Haast maken',
          isCorrect: false,
          score: 0,
          image: media('haast', 'Een klok met snelheidsstreepjes'),
          backImage: cardBack,
          back: doc(text(['Haast maakt iemand met dementie onrustig. Neem liever de tijd.'])),
          textWhenError: 'Haast werkt juist niet. Iemand met dementie heeft meer tijd nodig.',
        },
        {
          id: 13024,
          label: 'Harder praten',
          isCorrect: false,
          score: 0,
          image: media('hard-praten', 'Een luidspreker die hard geluid maakt'),
          backImage: cardBack,
          back: doc(text(['Harder praten klinkt al snel boos. Praat rustig en duidelijk.'])),
          textWhenError: 'Harder praten helpt niet. Rustig en duidelijk praten helpt wel.',
        },
      ],
    },
    {
      kind: 'InfoSlideMultipleChoiceQuestion',
      id: 1303,
      title: 'Een klant kan niet betalen',
      descriptor: 'Passende hulp bieden',
      shouldDragAnswer: false,
      intro: 'Kies wat jij het beste vindt.',
      content: doc(
        text([
          'Een klant staat bij de kassa en vindt het juiste geld niet. Achter haar staat een rij. Wat doe je?',
        ]),
      ),
      answers: [
        {
          id: 13031,
          label: 'Ik zeg rustig dat ze de tijd mag nemen en help met tellen als ze dat wil',
          isCorrect: true,
          score: 3,
          textWhenError: 'Heel goed. Je geeft rust en je laat haar zelf kiezen of ze hulp wil.',
        },
        {
          id: 13032,
          label: 'Ik vraag of er iemand is die ik voor haar kan bellen',
          isCorrect: true,
          score: 2,
          textWhenError:
            'Dat kan helpen, maar begin met rust geven. Vaak lukt het met een beetje tijd en hulp al.',
        },
        {
          id: 13033,
          label: 'Ik zeg dat er mensen wachten en dat ze moet opschieten',
          isCorrect: false,
          score: 0,
          textWhenError: 'Haast maakt het moeilijker. Zo raakt iemand nog meer in de war.',
        },
      ],
    },
    {
      kind: 'MultipleChoiceStatement',
      id: 1304,
      title: 'Wat neem jij mee?',
      descriptor: 'Passende hulp bieden',
      intro: 'Er is geen goed of fout antwoord.',
      content: doc(text(['Ik weet nu wat ik kan doen als een klant in de war is.'])),
      answers: [
        {
          id: 13041,
          label: 'Ja, dat weet ik',
          isCorrect: true,
          score: 0,
          textWhenError: 'Mooi! Vertel je collega’s ook wat je hebt geleerd.',
        },
        {
          id: 13042,
          label: 'Een beetje',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat is een goed begin. Lees de tips op de volgende pagina’s nog eens rustig door.',
        },
        {
          id: 13043,
          label: 'Nog niet',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat is niet erg. Bij de links onderaan de samenvatting vind je meer uitleg.',
        },
      ],
    },
  ],
};
