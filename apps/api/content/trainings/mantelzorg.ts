import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { cardBack, doc, expandable, media, text, tip } from './doc';

const closing = {
  base: 44,
  trainingName: 'Mantelzorg: goed voor jezelf zorgen',
  learned: [
    'Je ziet op tijd dat de zorg te zwaar wordt.',
    'Je durft nee te zeggen en grenzen aan te geven.',
    'Je weet waar je hulp kunt vragen.',
  ],
  links: [
    {
      Title: 'Hulp en advies',
      Intro: 'Waar je terecht kunt met je vragen over dementie en zorg.',
      Link: '/hulp-en-advies',
    },
    {
      Title: 'Omgaan met dementie',
      Intro: 'Praktische tips voor familie, buren en vrijwilligers.',
      Link: '/omgaan-met-dementie',
    },
  ],
};

/** Training 4: for carers (mantelzorgers) of someone with dementia; offered by the charity. */
export const mantelzorgTraining: TrainingDefinition = {
  id: 4,
  name: 'Mantelzorg: goed voor jezelf zorgen',
  overviewDescription:
    'Zorg je voor iemand met dementie? Leer in 15 minuten hoe je ook goed voor jezelf blijft zorgen.',
  description:
    'Zorgen voor iemand met dementie kost veel tijd en energie. In deze training leer je signalen van overbelasting herkennen, grenzen aangeven en hulp vragen.',
  image: media('kopje-thee', 'Een kopje thee'),
  brands: ['alzheimer'],
  itemOrderNumber: 4,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 401,
      title: 'Grenzen aangeven',
      kind: 'LearningGoal',
      description: 'Je zegt op tijd wat je wel en niet kunt, zonder je schuldig te voelen.',
    },
    {
      id: 402,
      title: 'Hulp vragen',
      kind: 'LearningGoal',
      description: 'Je weet wie je kunt vragen om de zorg met je te delen.',
    },
    {
      id: 403,
      title: 'Overbelasting',
      kind: 'Signal',
      description: 'Je bent steeds moe, slaapt slecht of wordt snel boos.',
    },
    {
      id: 404,
      title: 'Eenzaamheid',
      kind: 'Signal',
      description: 'Je ziet minder mensen en hebt geen tijd meer voor wat je zelf leuk vindt.',
    },
  ],
  chapters: [
    {
      id: 41,
      code: 'H1',
      name: 'Jij telt ook mee',
      image: media('bloem', ''),
      description: 'Goed voor een ander zorgen begint bij goed voor jezelf zorgen.',
      activities: [
        {
          kind: 'InfoSlide',
          id: 4101,
          title: 'Welkom',
          points: 1,
          content: doc(
            text([
              '## Fijn dat je er bent',
              'Zorg je voor je partner, vader, moeder of een vriend met dementie? Dan ben je mantelzorger.',
              'Die zorg doe je vaak met liefde. Maar het kost ook veel tijd en energie.',
              'In deze training leer je hoe je ook goed voor jezelf zorgt. Zo kun je het langer volhouden.',
            ]),
          ),
        },
        {
          kind: 'MultipleChoiceStatement',
          id: 4102,
          title: 'Wat denk jij?',
          descriptor: 'Grenzen aangeven',
          intro: 'Er is geen goed of fout antwoord.',
          content: doc(text(['Ik mag ook tijd voor mezelf nemen, ook als de ander mij nodig heeft.'])),
          answers: [
            {
              id: 41021,
              label: 'Eens',
              isCorrect: true,
              score: 0,
              textWhenError: 'Mooi. Tijd voor jezelf is geen luxe. Je hebt die rust nodig om goed te zorgen.',
            },
            {
              id: 41022,
              label: 'Oneens',
              isCorrect: true,
              score: 0,
              textWhenError:
                'Veel mantelzorgers voelen zich schuldig als ze tijd voor zichzelf nemen. Toch heb je die rust nodig om het vol te houden.',
            },
            {
              id: 41023,
              label: 'Weet ik niet',
              isCorrect: true,
              score: 0,
              textWhenError:
                'Dat is een eerlijk antwoord. In deze training lees je waarom rust zo belangrijk is.',
            },
          ],
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 4103,
          title: 'Nee zeggen',
          descriptor: 'Grenzen aangeven',
          shouldDragAnswer: false,
          intro: 'Kies het antwoord dat het beste past.',
          content: doc(
            text([
              'Je zus vraagt of jij dit weekend ook weer voor jullie moeder zorgt. Je bent erg moe. Wat doe je?',
            ]),
          ),
          answers: [
            {
              id: 41031,
              label: 'Ik zeg eerlijk dat het me te veel wordt en vraag of zij dit weekend kan',
              isCorrect: true,
              score: 3,
              textWhenError: 'Heel goed. Als je eerlijk bent, kan de ander je helpen.',
            },
            {
              id: 41032,
              label: 'Ik zeg ja, want ik wil niet moeilijk doen',
              isCorrect: false,
              score: 0,
              textWhenError:
                'Dat is begrijpelijk. Maar als je steeds ja zegt, raak je uitgeput. Zeg eerlijk wat je nog kunt.',
            },
            {
              id: 41033,
              label: 'Ik zeg niets en hoop dat zij het zelf merkt',
              isCorrect: false,
              score: 0,
              textWhenError: 'Anderen zien vaak niet hoe moe je bent. Zeg het daarom hardop.',
            },
          ],
        },
      ],
    },
    {
      id: 42,
      code: 'H2',
      name: 'Signalen bij jezelf',
      image: media('maan', ''),
      description: 'Hoe merk je dat de zorg te zwaar wordt?',
      activities: [
        {
          kind: 'InfoSlide',
          id: 4201,
          title: 'Let op jezelf',
          points: 1,
          content: doc(
            text([
              'Zorg die te zwaar wordt, merk je vaak pas laat. Let daarom op signalen. Bijvoorbeeld:',
              '- je bent steeds moe, ook na een nacht slapen;',
              '- je wordt snel boos of verdrietig;',
              '- je ziet je vrienden bijna niet meer.',
            ]),
            tip('Herken je deze signalen? Praat erover met iemand die je vertrouwt, of met de huisarts.'),
          ),
        },
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 4202,
          title: 'Signalen van overbelasting',
          descriptor: 'Overbelasting',
          intro: 'Kies de twee kaarten die bij overbelasting passen. Draai daarna de kaarten om.',
          content: doc(text(['Welke situaties kunnen erop wijzen dat de zorg te zwaar wordt?'])),
          answers: [
            {
              id: 42021,
              label: 'Je slaapt al weken slecht',
              isCorrect: true,
              score: 2,
              image: media('maan', 'Een maan aan de hemel'),
              backImage: cardBack,
              back: doc(
                text(['Slecht slapen is een veelvoorkomend signaal. Je lichaam krijgt geen rust meer.']),
              ),
              textWhenError: 'Goed. Slecht slapen is een signaal van overbelasting.',
            },
            {
              id: 42022,
              label: 'Je hebt steeds haast en wordt snel boos',
              isCorrect: true,
              score: 2,
              image: media('haast', 'Een klok die snel tikt'),
              backImage: cardBack,
              back: doc(text(['Als je geen tijd meer hebt voor jezelf, raak je sneller geïrriteerd.'])),
              textWhenError: 'Goed. Haast en snel boos worden passen bij overbelasting.',
            },
            {
              id: 42023,
              label: 'Je drinkt rustig een kopje thee met een vriendin',
              isCorrect: false,
              score: 0,
              image: media('kopje-thee', 'Een kopje thee'),
              backImage: cardBack,
              back: doc(text(['Even bijpraten met een vriendin geeft juist nieuwe energie.'])),
              textWhenError: 'Dit is geen signaal van overbelasting. Het helpt je juist om op te laden.',
            },
            {
              id: 42024,
              label: 'Je luistert ’s avonds naar je favoriete muziek',
              isCorrect: false,
              score: 0,
              image: media('muziek', 'Twee muzieknoten'),
              backImage: cardBack,
              back: doc(text(['Iets doen wat je zelf fijn vindt, geeft rust.'])),
              textWhenError: 'Dit is geen signaal van overbelasting. Het is juist goed voor je.',
            },
          ],
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 4203,
          title: 'Signalen van eenzaamheid',
          descriptor: 'Eenzaamheid',
          shouldDragAnswer: true,
          intro: 'Sleep de drie signalen naar de doos.',
          content: doc(text(['Wat kan erop wijzen dat je als mantelzorger eenzaam wordt?'])),
          answers: [
            {
              id: 42031,
              label: 'Je gaat niet meer naar je sportclub',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Als je stopt met je hobby’s, zie je ook minder mensen.',
            },
            {
              id: 42032,
              label: 'Vrienden bellen minder vaak',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Als je vaak nee moet zeggen, haken vrienden soms af.',
            },
            {
              id: 42033,
              label: 'Je praat met niemand over hoe het met jou gaat',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Als niemand vraagt hoe het met jou gaat, voel je je alleen.',
            },
            {
              id: 42034,
              label: 'Je gaat een middag wandelen met de buurvrouw',
              isCorrect: false,
              score: 0,
              textWhenError: 'Dit is juist contact houden. Het is geen signaal van eenzaamheid.',
            },
            {
              id: 42035,
              label: 'Je belt je broer om te vertellen hoe het gaat',
              isCorrect: false,
              score: 0,
              textWhenError: 'Dit is juist je verhaal delen. Het is geen signaal van eenzaamheid.',
            },
          ],
        },
      ],
    },
    {
      id: 43,
      code: 'H3',
      name: 'Hulp vragen',
      image: media('hulplijn', ''),
      description: 'Je hoeft het niet alleen te doen.',
      activities: [
        {
          kind: 'InfoSlide',
          id: 4301,
          title: 'Deel de zorg',
          points: 1,
          content: doc(
            text([
              'Hulp vragen is moeilijk. Je wilt niemand lastigvallen. Maar veel mensen helpen graag, als ze weten wat ze kunnen doen.',
              'Maak het concreet. Vraag bijvoorbeeld of de buurman op dinsdag een uurtje komt koffiedrinken.',
            ]),
            expandable(
              'Even vrij: respijtzorg',
              'Respijtzorg betekent dat iemand anders de zorg even overneemt. Bijvoorbeeld een vrijwilliger, een dagbesteding of een logeerhuis. Zo heb jij een paar uur of een paar dagen rust. De gemeente kan je vertellen wat er in jouw buurt is.',
            ),
            tip('Bij de gemeente en bij de huisarts kun je vragen naar een mantelzorgconsulent.'),
          ),
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 4302,
          title: 'Wie kun je vragen?',
          descriptor: 'Hulp vragen',
          shouldDragAnswer: false,
          intro: 'Kies het antwoord dat het beste past.',
          content: doc(
            text([
              'Je wilt op zaterdag naar een verjaardag. Je man met dementie kan niet lang alleen zijn. Wat doe je?',
            ]),
          ),
          answers: [
            {
              id: 43021,
              label: 'Ik vraag een vriend of vrijwilliger om die middag bij hem te zijn',
              isCorrect: true,
              score: 3,
              textWhenError: 'Heel goed. Zo kun jij even weg en is hij niet alleen.',
            },
            {
              id: 43022,
              label: 'Ik ga niet naar de verjaardag',
              isCorrect: false,
              score: 0,
              textWhenError:
                'Dat is jammer. Juist zulke momenten geven je energie. Vraag iemand om even bij hem te zijn.',
            },
            {
              id: 43023,
              label: 'Ik neem hem mee, ook al vindt hij drukte moeilijk',
              isCorrect: false,
              score: 0,
              textWhenError:
                'Dat kan soms. Maar als drukte hem onrustig maakt, is het voor jullie allebei geen fijne middag.',
            },
          ],
        },
        {
          kind: 'MultipleChoiceStatement',
          id: 4303,
          title: 'Wat neem jij mee?',
          descriptor: 'Hulp vragen',
          intro: 'Er is geen goed of fout antwoord.',
          content: doc(text(['Ik weet nu wie ik om hulp kan vragen.'])),
          answers: [
            {
              id: 43031,
              label: 'Ja, ik ga het deze week vragen',
              isCorrect: true,
              score: 0,
              textWhenError: 'Mooi! Begin klein, met één vraag aan één persoon.',
            },
            {
              id: 43032,
              label: 'Een beetje',
              isCorrect: true,
              score: 0,
              textWhenError: 'Dat is een goed begin. Een mantelzorgconsulent kan met je meedenken.',
            },
            {
              id: 43033,
              label: 'Nog niet',
              isCorrect: true,
              score: 0,
              textWhenError:
                'Dat is niet erg. Bij de links op de samenvatting vind je waar je hulp kunt vinden.',
            },
          ],
        },
      ],
    },
    closingChapter(closing),
  ],
  summary: summaryConfig(closing),
};
