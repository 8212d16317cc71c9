import type { ChapterDefinition } from '../../src/modules/elearning/content-model';
import { cardBack, doc, media, picture, text } from './doc';

/** Chapter H2 of winkel.ts: Signalen in de winkel. */
export const winkelChapter2: ChapterDefinition = {
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
};
