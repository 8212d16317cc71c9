import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { closingChapter, demoNewsletterForms, summaryConfig } from './common';
import { cardBack, doc, expandable, media, text, tip, video } from './doc';

const closing = {
  base: 34,
  trainingName: 'Dementie: de basis',
  learned: [
    'Je weet wat dementie is, en wat het niet is.',
    'Je herkent signalen van vergeten en van moeite met taal.',
    'Je weet waar je met vragen terecht kunt.',
  ],
  links: [
    { Title: 'Wat is dementie?', Intro: 'Alles over de ziekte, in gewone taal.', Link: '/wat-is-dementie' },
    { Title: 'Hulp en advies', Intro: 'Waar kun je terecht met je vragen?', Link: '/hulp-en-advies' },
  ],
};

/** Training 3: the basics, for everyone who wants to know more. */
export const basisTraining: TrainingDefinition = {
  id: 3,
  name: 'Dementie: de basis',
  overviewDescription:
    'Wat is dementie, welke signalen zie je en waar vind je hulp? In 15 minuten weet je het.',
  description:
    'Iedereen kent wel iemand met dementie. Maar wat is het precies? In deze training leer je de basis: wat dementie is, welke signalen je kunt zien en waar je hulp vindt.',
  image: media('hoofd', 'Een hoofd met een puzzelstukje'),
  brands: ['dementie', 'alzheimer'],
  itemOrderNumber: 3,
  newsletterForms: demoNewsletterForms,
  descriptors: [
    {
      id: 301,
      title: 'Weten wat dementie is',
      kind: 'LearningGoal',
      description: 'Je kunt in eigen woorden uitleggen wat dementie is.',
    },
    {
      id: 302,
      title: 'Weten waar je hulp vindt',
      kind: 'LearningGoal',
      description: 'Je weet bij wie je terecht kunt met vragen en zorgen.',
    },
    {
      id: 303,
      title: 'Vergeten',
      kind: 'Signal',
      description:
        'Iemand vergeet afspraken, stelt steeds dezelfde vraag of legt spullen op vreemde plekken.',
    },
    {
      id: 304,
      title: 'Moeite met taal',
      kind: 'Signal',
      description: 'Iemand komt niet op woorden of raakt de draad van een gesprek kwijt.',
    },
  ],
  chapters: [
    {
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
    },
    {
      id: 32,
      code: 'H2',
      name: 'Signalen',
      image: media('woord-kwijt', ''),
      description: 'Welke signalen kunnen wijzen op dementie?',
      activities: [
        {
          kind: 'InfoSlide',
          id: 3201,
          title: 'Vergeten of dementie?',
          points: 1,
          content: doc(
            text([
              'Iedereen vergeet weleens iets. Bij dementie gaat het anders:',
              '- je vergeet vaker, en steeds meer;',
              '- je weet later ook niet meer dát je iets vergeten bent;',
              '- gewone dingen, zoals koken of betalen, gaan steeds moeilijker.',
            ]),
            tip('Twijfel je? Praat erover met de huisarts. Die kan onderzoeken wat er aan de hand is.'),
          ),
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 3202,
          title: 'Signalen van vergeten',
          descriptor: 'Vergeten',
          shouldDragAnswer: true,
          intro: 'Sleep de drie signalen naar de doos.',
          content: doc(text(['Welke vormen van vergeten kunnen wijzen op dementie?'])),
          answers: [
            {
              id: 32021,
              label: 'Vergeet veel vaker afspraken dan vroeger',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Als vergeten vaker gebeurt dan vroeger, is dat een signaal.',
            },
            {
              id: 32022,
              label: 'Stelt steeds dezelfde vraag',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Iemand weet niet meer dat hij het al gevraagd heeft.',
            },
            {
              id: 32023,
              label: 'Legt spullen op vreemde plekken, zoals de sleutels in de koelkast',
              isCorrect: true,
              score: 2,
              textWhenError: 'Klopt. Spullen op een vreemde plek leggen is een bekend signaal.',
            },
            {
              id: 32024,
              label: 'Komt niet op een naam, maar weet hem later weer',
              isCorrect: false,
              score: 0,
              textWhenError: 'Dit overkomt iedereen weleens. Het is geen signaal van dementie.',
            },
            {
              id: 32025,
              label: 'Zoekt een keer de autosleutels',
              isCorrect: false,
              score: 0,
              textWhenError: 'Een keer iets kwijt zijn is heel gewoon. Het is geen signaal.',
            },
          ],
        },
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 3203,
          title: 'Moeite met taal',
          descriptor: 'Moeite met taal',
          intro: 'Kies de twee kaarten die passen bij moeite met taal. Draai daarna de kaarten om.',
          content: doc(text(['Welke situaties passen bij moeite met taal?'])),
          answers: [
            {
              id: 32031,
              label: 'Kan niet op een gewoon woord komen',
              isCorrect: true,
              score: 2,
              image: media('woord-kwijt', 'Een tekstballon met een vraagteken'),
              backImage: cardBack,
              back: doc(
                text(['Iemand zegt bijvoorbeeld “dat ding om mee te schrijven” in plaats van “pen”.']),
              ),
              textWhenError: 'Goed. Woorden niet meer kunnen vinden is een signaal.',
            },
            {
              id: 32032,
              label: 'Raakt de draad kwijt in een gesprek',
              isCorrect: true,
              score: 2,
              image: media('draad-kwijt', 'Een draad die in de knoop zit'),
              backImage: cardBack,
              back: doc(text(['Een gesprek met veel mensen is dan moeilijk te volgen.'])),
              textWhenError: 'Goed. De draad kwijtraken in een gesprek is een signaal.',
            },
            {
              id: 32033,
              label: 'Praat graag over vroeger',
              isCorrect: false,
              score: 0,
              image: media('fotoalbum', 'Een oude foto in een lijst'),
              backImage: cardBack,
              back: doc(text(['Veel mensen praten graag over vroeger. Dat is fijn, geen signaal.'])),
              textWhenError: 'Over vroeger praten is gewoon leuk. Het is geen signaal van moeite met taal.',
            },
            {
              id: 32034,
              label: 'Belt graag met de kleinkinderen',
              isCorrect: false,
              score: 0,
              image: media('telefoon', 'Een telefoon'),
              backImage: cardBack,
              back: doc(text(['Graag bellen laat juist zien dat iemand contact zoekt.'])),
              textWhenError: 'Graag bellen is geen signaal. Let eerder op iemand die niet meer wil bellen.',
            },
          ],
        },
      ],
    },
    {
      id: 33,
      code: 'H3',
      name: 'Hulp en steun',
      image: media('hulplijn', ''),
      description: 'Je staat er niet alleen voor.',
      activities: [
        {
          kind: 'InfoSlide',
          id: 3301,
          title: 'Waar kun je terecht?',
          points: 1,
          content: doc(
            text([
              'Maak je je zorgen over jezelf of over iemand anders? Je staat er niet alleen voor.',
              '- De huisarts kan onderzoeken wat er aan de hand is.',
              '- Een casemanager dementie helpt met de zorg en met vragen.',
              '- Bij een hulplijn kun je je verhaal kwijt en krijg je advies.',
            ]),
          ),
        },
        {
          kind: 'InfoSlideMultipleChoiceQuestion',
          id: 3302,
          title: 'Een eerste stap',
          descriptor: 'Weten waar je hulp vindt',
          shouldDragAnswer: false,
          intro: 'Kies wat jij het beste vindt.',
          content: doc(
            text(['Je maakt je zorgen om je vader. Hij vergeet steeds meer. Wat is een goede eerste stap?']),
          ),
          answers: [
            {
              id: 33021,
              label: 'Samen met hem naar de huisarts gaan',
              isCorrect: true,
              score: 3,
              textWhenError: 'Heel goed. De huisarts kan onderzoeken wat er aan de hand is en verder helpen.',
            },
            {
              id: 33022,
              label: 'Een hulplijn bellen voor advies',
              isCorrect: true,
              score: 2,
              textWhenError:
                'Goed idee voor advies. Maar voor onderzoek ga je uiteindelijk naar de huisarts.',
            },
            {
              id: 33023,
              label: 'Afwachten tot het vanzelf beter gaat',
              isCorrect: false,
              score: 0,
              textWhenError: 'Dementie gaat niet vanzelf over. Hoe eerder je hulp zoekt, hoe beter.',
            },
          ],
        },
        {
          kind: 'FlipCardMultipleChoiceQuestion',
          id: 3303,
          title: 'Wie kan helpen?',
          descriptor: 'Weten waar je hulp vindt',
          intro: 'Kies de twee kaarten die passen. Draai daarna de kaarten om.',
          content: doc(text(['Bij wie kun je terecht met vragen over dementie?'])),
          answers: [
            {
              id: 33031,
              label: 'De huisarts',
              isCorrect: true,
              score: 2,
              image: media('huisarts', 'Een stethoscoop van de huisarts'),
              backImage: cardBack,
              back: doc(text(['De huisarts is vaak de eerste stap. Die kan je doorverwijzen.'])),
              textWhenError: 'Goed. De huisarts is een goede eerste stap.',
            },
            {
              id: 33032,
              label: 'Een hulplijn over dementie',
              isCorrect: true,
              score: 2,
              image: media('hulplijn', 'Een headset: iemand aan de hulplijn'),
              backImage: cardBack,
              back: doc(text(['Bij een hulplijn luisteren ze naar je verhaal en geven ze advies.'])),
              textWhenError: 'Goed. Een hulplijn geeft advies en een luisterend oor.',
            },
            {
              id: 33033,
              label: 'Wachten tot volgend jaar',
              isCorrect: false,
              score: 0,
              image: media('kalender', 'Een kalender'),
              backImage: cardBack,
              back: doc(text(['Wachten maakt het niet makkelijker. Zoek liever op tijd hulp.'])),
              textWhenError: 'Wachten helpt niet. Zoek liever op tijd hulp.',
            },
            {
              id: 33034,
              label: 'Een dure test op internet kopen',
              isCorrect: false,
              score: 0,
              image: media('portemonnee', 'Een portemonnee met munten'),
              backImage: cardBack,
              back: doc(text(['Een test op internet zegt weinig. Een arts kan goed onderzoeken wat er is.'])),
              textWhenError: 'Een test op internet is geen goed idee. Ga liever naar de huisarts.',
            },
          ],
        },
        {
          kind: 'MultipleChoiceStatement',
          id: 3304,
          title: 'Wat neem jij mee?',
          descriptor: 'Weten waar je hulp vindt',
          intro: 'Er is geen goed of fout antwoord.',
          content: doc(text(['Ik weet waar ik met vragen over dementie terecht kan.'])),
          answers: [
            {
              id: 33041,
              label: 'Ja',
              isCorrect: true,
              score: 0,
              textWhenError: 'Mooi! Deel het ook met anderen die zich zorgen maken.',
            },
            {
              id: 33042,
              label: 'Een beetje',
              isCorrect: true,
              score: 0,
              textWhenError: 'Dat is een goed begin. Bij de links op de samenvatting vind je meer.',
            },
            {
              id: 33043,
              label: 'Nee',
              isCorrect: true,
              score: 0,
              textWhenError: 'Begin bij de huisarts. Die weet de weg en helpt je verder.',
            },
          ],
        },
      ],
    },
    closingChapter(closing),
  ],
  summary: summaryConfig(closing),
};
