import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { cardBack, doc, expandable, media, picture, text, tip } from './doc';

const closing = {
  base: 14,
  trainingName: 'Dementie herkennen in de winkel',
  learned: [
    'Je herkent signalen van dementie bij het betalen en in de winkel.',
    'Je weet hoe je rustig contact maakt met een klant.',
    'Je weet wat je kunt doen als een klant de weg kwijt is.',
  ],
  links: [
    {
      Title: 'Tips voor winkelpersoneel',
      Intro: 'Kleine dingen die veel verschil maken.',
      Link: '/tips-voor-winkels',
    },
    {
      Title: 'Wat is dementie?',
      Intro: 'Lees meer over de ziekte en de signalen.',
      Link: '/wat-is-dementie',
    },
  ],
};

/** Training 1: for people who work in a shop, supermarket or at a counter. */
export const winkelTraining: TrainingDefinition = {
  id: 1,
  name: 'Dementie herkennen in de winkel',
  overviewDescription: 'In 15 minuten leer je signalen van dementie herkennen aan de kassa en in de winkel.',
  description:
    'Werk je in een winkel of achter een balie? Dan zie je soms klanten die in de war zijn. In deze training leer je wat je kunt zien en hoe je iemand rustig helpt.',
  image: media('winkel', 'Een winkel met een kassa'),
  brands: ['dementievriendelijk', 'alzheimer'],
  itemOrderNumber: 1,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 101,
      title: 'Rustig contact maken',
      kind: 'LearningGoal',
      description:
        'Je weet hoe je een klant met dementie aanspreekt: rustig, vriendelijk en met korte zinnen.',
    },
    {
      id: 102,
      title: 'Passende hulp bieden',
      kind: 'LearningGoal',
      description: 'Je weet wat je kunt doen als een klant niet verder komt, zonder het over te nemen.',
    },
    {
      id: 103,
      title: 'Moeite met geld en betalen',
      kind: 'Signal',
      description: 'Iemand zoekt lang naar geld, betaalt dubbel of begrijpt de pinautomaat niet meer.',
    },
    {
      id: 104,
      title: 'In de war over tijd of plaats',
      kind: 'Signal',
      description: 'Iemand weet niet welke dag het is, komt op vreemde tijden of vindt de weg niet meer.',
    },
  ],
  chapters: [
    {
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
              textWhenError:
                'Pinnen is heel gewoon. Let eerder op iemand die de pinautomaat niet meer begrijpt.',
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
              textWhenError:
                'Dat vinden veel mensen. In deze training krijg je tips die het makkelijker maken.',
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
    },
    {
      id: 12,
      code: 'H2',
      name: 'Signalen in de winkel',
      image: media('portemonnee', ''),
      description: 'Wat kun je zien bij de kassa en tussen de schappen?',
      activities: [
        {
          kind: 'InfoSlide',
          id: 1201,
          title: 'Wat kun je zien?',
          points: 1,
          showInfoModal: true,
          content: doc(
            text([
              'Je kunt niet zien of iemand dementie heeft. Maar soms vallen dingen op. Bijvoorbeeld:',
              '- iemand zoekt heel lang naar het juiste geld;',
              '- iemand koopt elke dag precies dezelfde dingen;',
              '- iemand loopt verward rond en vindt de uitgang niet.',
              'Eén signaal zegt nog niet zoveel. Zie je meer signalen, en vaker? Dan kan het om dementie gaan.',
            ]),
            picture(media('portemonnee', 'Een portemonnee met munten')),
          ),
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 1202,
          title: 'Signalen bij het betalen',
          descriptor: 'Moeite met geld en betalen',
          shouldDragAnswer: true,
          intro: 'Sleep de drie signalen naar de doos.',
          content: doc(text(['Welke dingen bij het betalen kunnen wijzen op dementie?'])),
          answers: [
            {
              id: 12021,
              label: 'Zoekt heel lang naar het juiste geld',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Geld tellen wordt moeilijk als je hersenen informatie trager verwerken.',
            },
            {
              id: 12022,
              label: 'Betaalt twee keer voor dezelfde boodschappen',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Iemand weet soms niet meer dat hij al betaald heeft.',
            },
            {
              id: 12023,
              label: 'Koopt elke dag precies hetzelfde',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Iemand vergeet wat er al in huis is en koopt het opnieuw.',
            },
            {
              id: 12024,
              label: 'Betaalt snel met de pinpas',
              isCorrect: false,
              score: 0,
              textWhenError:
                'Snel pinnen is juist geen signaal. Let op iemand die de pinautomaat niet meer snapt.',
            },
            {
              id: 12025,
              label: 'Vraagt naar de aanbiedingen van deze week',
              isCorrect: false,
              score: 0,
              textWhenError: 'Dat doen veel klanten. Het is geen signaal van dementie.',
            },
          ],
        },
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 1203,
          title: 'In de war over tijd of plaats',
          descriptor: 'In de war over tijd of plaats',
          intro:
            'Kies de twee kaarten die passen bij verwarring over tijd of plaats. Draai daarna de kaarten om.',
          content: doc(text(['Welke situaties passen bij iemand die in de war is over tijd of plaats?'])),
          answers: [
            {
              id: 12031,
              label: 'Vindt de uitgang van de winkel niet meer',
              isCorrect: true,
              score: 2,
              image: media('verdwaald', 'Een kaartspeld met een vraagteken'),
              backImage: cardBack,
              back: doc(text(['Iemand met dementie raakt sneller de weg kwijt, ook in een bekende winkel.'])),
              textWhenError: 'Goed. De weg kwijt zijn in een bekende omgeving is een signaal.',
            },
            {
              id: 12032,
              label: 'Staat midden in de nacht voor de deur',
              isCorrect: true,
              score: 2,
              image: media('maan', 'Een maan en sterren: het is nacht'),
              backImage: cardBack,
              back: doc(text(['Dag en nacht door elkaar halen komt vaak voor bij dementie.'])),
              textWhenError: 'Goed. Dag en nacht door elkaar halen kan een signaal zijn.',
            },
            {
              id: 12033,
              label: 'Heeft een boodschappenlijstje bij zich',
              isCorrect: false,
              score: 0,
              image: media('boodschappenlijst', 'Een boodschappenlijstje'),
              backImage: cardBack,
              back: doc(text(['Een lijstje is slim. Veel mensen gebruiken er een.'])),
              textWhenError: 'Een lijstje gebruiken is juist handig. Het is geen signaal.',
            },
            {
              id: 12034,
              label: 'Vraagt om een tasje',
              isCorrect: false,
              score: 0,
              image: media('tasje', 'Een boodschappentas'),
              backImage: cardBack,
              back: doc(text(['Om een tasje vragen is heel gewoon.'])),
              textWhenError: 'Dat doet bijna iedereen weleens. Het is geen signaal.',
            },
          ],
        },
      ],
    },
    {
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
              back: doc(
                text(['Als je iemand aankijkt, weet die persoon dat je het tegen hem of haar hebt.']),
              ),
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
              textWhenError:
                'Dat is een goed begin. Lees de tips op de volgende pagina’s nog eens rustig door.',
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
    },
    closingChapter(closing),
  ],
  summary: summaryConfig(closing),
};
