import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { cardBack, doc, media, text, tip } from './doc';

/** Chapter H3 of contact.ts: Samen doen. */
export const contactChapter3: ChapterDefinition = {
  id: 23,
  code: 'H3',
  name: 'Samen doen',
  image: media('fotoalbum', ''),
  description: 'Wat kun je samen nog doen? Meer dan je denkt!',
  activities: [
    {
      kind: 'InfoSlide',
      id: 2301,
      title: 'Samen plezier hebben',
      points: 1,
      content: doc(
        text([
          'Samen iets doen geeft plezier en houdt het contact warm. Kies iets wat de ander altijd al leuk vond.',
          'Het gaat niet om het resultaat. Het gaat om het samen zijn.',
        ]),
        tip('Houd het eenvoudig. Een korte wandeling kan al een fijn moment zijn.'),
      ),
    },
    {
      kind: 'FlipCardMultipleChoiceQuestion',
      id: 2302,
      title: 'Wat kun je samen doen?',
      descriptor: 'Samen iets doen',
      intro: 'Kies de drie kaarten die goed passen. Draai daarna de kaarten om.',
      content: doc(text(['Wat kun je samen doen met iemand met dementie?'])),
      answers: [
        {
          id: 23021,
          label: 'Samen een wandeling maken',
          isCorrect: true,
          score: 2,
          image: media('wandelen', 'Voetstappen op een pad'),
          backImage: cardBack,
          back: doc(text(['Bewegen en buiten zijn is gezond en geeft rust.'])),
          textWhenError: 'Goed. Een wandeling is eenvoudig en fijn.',
        },
        {
          id: 23022,
          label: 'Oude foto’s bekijken',
          isCorrect: true,
          score: 2,
          image: media('fotoalbum', 'Een oude foto in een lijst'),
          backImage: cardBack,
          back: doc(
            text(['Herinneringen van vroeger zijn vaak nog goed. Foto’s helpen om erover te praten.']),
          ),
          textWhenError: 'Goed. Foto’s van vroeger brengen mooie herinneringen naar boven.',
        },
        {
          id: 23023,
          label: 'Samen muziek luisteren',
          isCorrect: true,
          score: 2,
          image: media('muziek', 'Twee muzieknoten'),
          backImage: cardBack,
          back: doc(text(['Liedjes van vroeger kent iemand vaak nog uit zijn hoofd.'])),
          textWhenError: 'Goed. Muziek maakt veel los en geeft plezier.',
        },
        {
          id: 23024,
          label: 'Een puzzel van 1000 stukjes maken',
          isCorrect: false,
          score: 0,
          image: media('puzzel', 'Een grote puzzel met heel veel stukjes'),
          backImage: cardBack,
          back: doc(text(['Een moeilijke puzzel kan frustreren. Kies liever een puzzel met grote stukjes.'])),
          textWhenError: 'Een heel moeilijke puzzel geeft vaak stress. Kies iets wat wel lukt.',
        },
      ],
    },
    {
      kind: 'MultipleChoiceStatement',
      id: 2303,
      title: 'Wat neem jij mee?',
      descriptor: 'Samen iets doen',
      intro: 'Er is geen goed of fout antwoord.',
      content: doc(text(['Ik weet nu wat ik samen met iemand met dementie kan doen.'])),
      answers: [
        {
          id: 23031,
          label: 'Ja, ik heb ideeën',
          isCorrect: true,
          score: 0,
          textWhenError: 'Mooi! Probeer het deze week eens uit.',
        },
        {
          id: 23032,
          label: 'Een beetje',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat is een goed begin. Vraag de familie wat de ander vroeger leuk vond.',
        },
        {
          id: 23033,
          label: 'Nog niet',
          isCorrect: true,
          score: 0,
          textWhenError: 'Dat is niet erg. Bij de links op de samenvatting vind je meer ideeën.',
        },
      ],
    },
  ],
};
