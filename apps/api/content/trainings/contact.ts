import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { cardBack, doc, expandable, media, text, tip } from './doc';

const closing = {
  base: 24,
  trainingName: 'Goed contact met iemand met dementie',
  learned: [
    'Je sluit aan bij hoe iemand met dementie de wereld beleeft.',
    'Je herkent onrust en terugtrekken als signalen.',
    'Je weet welke dingen je samen kunt doen.',
  ],
  links: [
    {
      Title: 'Omgaan met dementie',
      Intro: 'Praktische tips voor familie, buren en vrijwilligers.',
      Link: '/omgaan-met-dementie',
    },
    { Title: 'Ervaringsverhalen', Intro: 'Lees hoe anderen het contact houden.', Link: '/ervaringsverhalen' },
  ],
};

/** Training 2: for neighbours, family, friends and volunteers. */
export const contactTraining: TrainingDefinition = {
  id: 2,
  name: 'Goed contact met iemand met dementie',
  overviewDescription:
    'Leer in 15 minuten hoe je contact houdt met een buur, familielid of vriend met dementie.',
  description:
    'Iemand met dementie verandert. Het contact verandert dan ook. In deze training leer je hoe je aansluit bij de ander en wat je samen nog kunt doen.',
  image: media('gesprek', 'Twee mensen in gesprek'),
  brands: ['dementie', 'dementievriendelijk', 'alzheimer'],
  itemOrderNumber: 2,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 201,
      title: 'Aansluiten bij de beleving',
      kind: 'LearningGoal',
      description: 'Je gaat mee in wat de ander beleeft, in plaats van hem of haar te verbeteren.',
    },
    {
      id: 202,
      title: 'Samen iets doen',
      kind: 'LearningGoal',
      description: 'Je weet welke activiteiten passen en plezier geven.',
    },
    {
      id: 203,
      title: 'Onrust',
      kind: 'Signal',
      description: 'Iemand loopt heen en weer, zoekt steeds iets of kan moeilijk stil zitten.',
    },
    {
      id: 204,
      title: 'Terugtrekken',
      kind: 'Signal',
      description: 'Iemand komt minder buiten, stopt met hobby’s of zoekt minder contact.',
    },
  ],
  chapters: [
    {
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
              textWhenError:
                'Je hebt gelijk: veel mensen merken dat er iets verandert. Dat kan onzeker maken.',
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
    },
    {
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
    },
    {
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
              back: doc(
                text(['Een moeilijke puzzel kan frustreren. Kies liever een puzzel met grote stukjes.']),
              ),
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
    },
    closingChapter(closing),
  ],
  summary: summaryConfig(closing),
};
