import type { Message } from '../types';
import { pageDocumentMessages } from './documents-pages';

/**
 * The shared texts a document page may show (decision 0072): the page frame, the blocks, the
 * overviews, search, the cookie banner, the footer and everything an island may render. The islands of
 * a document page load these and not the app's texts (`./app.ts`); `sharedMessages` (`./shared.ts`)
 * is both. A key goes here when any island may use it: the build fails when a document page's script
 * holds a key of the app's texts.
 *
 * Grouping, quoting and placeholders as described in `./shared.ts`.
 */
export const documentMessages = {
  // --- common: widgets and labels used across packages -----------------------------------------
  'common.loading': 'De inhoud wordt geladen...', // spec 2 §2.4, §8
  // In place of a loader when the browser runs no scripts: what would load never comes.
  'common.needsScript':
    'Dit deel werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.',
  'common.required': 'Verplicht', // spec 3 §5: title of the required asterisk
  'common.previous': 'Vorige', // spec 2 §2.5, spec 3 §2
  'common.next': 'Volgende',
  'common.home': 'Home', // spec 2 §2.4: first breadcrumb level
  'common.skipToContent': 'Ga direct naar de content', // spec 3 §2
  'common.oops': 'Oeps!', // spec 1 §2
  'common.backToHomepage': 'Ga terug naar de homepage', // spec 1 §2
  'common.tryAgain': 'Probeer het opnieuw',
  'common.showAll': 'Toon alles', // spec 2 §2.5: the 'show all' toggle
  'common.showLess': 'Toon minder',
  'common.showMore': 'Bekijk meer', // spec 2 §9: agenda more-button
  'common.externalLink': '(opent een andere website)',
  'common.save': 'Opslaan',
  'common.cancel': 'Annuleren',
  'common.contact': 'Neem contact met ons op',
  'document.title': '{page} | {site}', // spec 1 §2: page title followed by the initiative name

  // --- account (spec 1 §2, §3) -------------------------------------------------------------------
  'account.title': 'Mijn profiel',
  'account.loggedOut.title': 'Je bent uitgelogd.',
  'account.loggedOut.intro': 'Log in om je profiel te bekijken of om een training te volgen.',
  'account.email.label': 'Je e-mailadres',
  'account.email.change': 'E-mailadres wijzigen',
  'account.email.newLabel': 'Nieuw e-mailadres',
  'account.email.same': 'Dit is al je e-mailadres. Vul een ander e-mailadres in.',
  'account.email.changeSent':
    'We hebben een mail gestuurd naar {email}. Klik op de link in die mail. Dan is je nieuwe e-mailadres klaar.',
  'account.memberSince': 'Account gemaakt op {date}',
  'account.delete.button': 'Account verwijderen',
  'account.delete.title': 'Wil je je account echt verwijderen?',
  'account.delete.text':
    'We sturen je een mail. Klik op de link in die mail. Daarna is je account voorgoed verwijderd.',
  'account.delete.confirm': 'Ja, stuur mij de mail',
  'account.delete.cancel': 'Nee, ga terug',
  'account.delete.sent': 'De mail is verstuurd. Kijk in je inbox.',
  'account.delete.wrongPassword': 'Dit wachtwoord klopt niet.', // spec 3 §5: deletion needs the password

  // --- account menu in the header (spec 1 §2) ------------------------------------------------------
  'accountMenu.label': 'Mijn account',
  'accountMenu.login': 'Inloggen',
  'accountMenu.profile': 'Mijn profiel',
  'accountMenu.trainings': 'Mijn trainingen',
  'accountMenu.logout': 'Uitloggen',
  'accountMenu.role': 'Je rol',
  'accountMenu.roleEditor': 'Redacteur',
  'accountMenu.editTrainings': 'Trainingen bewerken',
  'accountMenu.imageLibrary': 'Afbeeldingen beheren',
  'account.editor.title': 'Redacteur',
  'account.editor.text':
    'Je bent redacteur. Je kunt de inhoud van de trainingen en de afbeeldingen aanpassen.',

  // --- activation, change-e-mail and anonymize links (spec 1 §2, §4) ---------------------------------
  // The one-time notice on the page a mailed link leads to (decision 0032).
  'notice.emailChanged.title': 'Je e-mailadres is gewijzigd.',
  'notice.emailChanged.text': 'Vanaf nu log je in met je nieuwe e-mailadres.',
  'notice.accountErased.title': 'Je account is verwijderd.',
  'notice.accountErased.text':
    'We hebben je e-mailadres en je naam op je certificaten gewist. Je bent nu uitgelogd.',

  // --- mails sent by the server (decision 0008): plain B1 Dutch, one link per mail ------------------------------
  'newsletter.confirm.title': 'Bevestig je aanmelding',
  'newsletter.confirm.text': 'Klik op de knop. Dan krijg je voortaan de nieuwsbrief.',
  'newsletter.confirm.button': 'Bevestig mijn aanmelding',
  'newsletter.confirmed.title': 'Je bent aangemeld',
  'newsletter.confirmed.text': 'Dank je wel. Je krijgt voortaan 1 keer per 2 maanden onze nieuwsbrief.',
  'newsletter.confirmFailed.title': 'Deze link werkt niet meer',
  'newsletter.confirmFailed.text':
    'Misschien is de link te oud, of al gebruikt. Meld je opnieuw aan via de website.',
  'newsletter.backHome': 'Ga naar de homepage',

  // --- overview pages, paginator, shared widgets, search, cookie consent, footer and newsletter ---------
  ...pageDocumentMessages,

  // --- checklist (spec 3 §2) ---------------------------------------------------------------------------
  'checklist.progress': '{x} van de {y} vragen geselecteerd',
  'checklist.print': 'Print checklist',
  'checklist.showAnswer': 'Bekijk het antwoord',

  // --- result page and certificate (spec 1 §2, §5, §8, §9) --------------------------------------------------
  'certificate.failed': 'Dit certificaat kon niet worden geladen. Probeer het later opnieuw.',
  'certificate.share': 'Deel je certificaat',
  'certificate.form.emailLabel': 'E-mailadres',
  'certificate.form.firstNameLabel': 'Voornaam',
  'certificate.form.insertionLabel': 'Tussenvoegsel',
  'certificate.form.lastNameLabel': 'Achternaam',
  'certificate.form.submit': 'Vraag je certificaat aan',
  // The certificate form in another team's app (decision 0082): the certificate shows in place.
  'certificate.ready.title': 'Je certificaat is klaar',
  'certificate.ready.mail':
    'We hebben je een e-mail gestuurd. Met de link in die e-mail bewaar je je certificaat in je account.',
  'certificate.ready.open': 'Open je certificaat (afbeelding)',
  'certificate.ready.imageAlt': 'Je certificaat, met je naam en de naam van de training',
  'certificate.ready.notAchieved':
    'We hebben je een e-mail gestuurd. Met de link in die e-mail zie je je resultaat terug in je account.',
  // The spec names these keys InvalidMail, EmptyFields, Profanity and Error (spec 1 §8).
  'certificate.errors.invalidMail': 'Dit e-mailadres klopt niet. Kijk het nog een keer na.',
  'certificate.errors.emptyFields': 'Vul je voornaam en je achternaam in.',
  // Under each empty name field when the form shows every problem at once.
  'certificate.errors.emptyFirstName': 'Vul je voornaam in.',
  'certificate.errors.emptyLastName': 'Vul je achternaam in.',
  'certificate.errors.profanity':
    'In je naam staat een woord dat we niet op een certificaat zetten. Pas je naam aan.',
  'certificate.errors.error': 'Het maken van je certificaat is niet gelukt. Probeer het later opnieuw.',
  'certificate.score': { one: '{achieved} van {n} punt', other: '{achieved} van {n} punten' },
  'certificate.date': 'Behaald op {date}',
  'certificate.imageAlt': 'Certificaat van {name} voor de training {training}',
  'certificate.owner.title': 'Gefeliciteerd, {name}!',
  'certificate.owner.intro':
    'Je hebt de training {training} afgerond. Hier is je certificaat. Laat het aan anderen zien of download het.',
  'certificate.guest.title': 'Certificaat van {name}',
  'certificate.guest.intro': '{name} heeft de training {training} afgerond. Wil jij deze training ook doen?',
  'certificate.guest.courseButton': 'Doe de training ook',
  // A certificate whose owner had their data erased: it stays as proof of a finished training, nameless.
  'certificate.erased.intro':
    'Op dit certificaat staat geen naam meer. De eigenaar heeft zijn of haar gegevens laten verwijderen.',
  'certificate.erased.imageAlt': 'Certificaat zonder naam voor de training {training}',
  'certificate.guest.scoreLabel': 'Behaalde score',
  'certificate.addToLinkedIn': 'Zet het op je LinkedIn-profiel',
  'certificate.shareFacebook': 'Deel op Facebook',
  'certificate.download': 'Download je certificaat',
  // The first word of a downloaded certificate's file name: 'certificaat-<training>-<naam>.png'.
  'certificate.fileName': 'certificaat',
  'certificate.confetti': 'Nog een keer feest!',
  'certificate.suggestions': 'Dit vind je misschien ook interessant',
  // The certificate image and the certificate page answer of the server.
  'certificate.image.heading': 'Certificaat',
  'certificate.image.awardedTo': 'Dit certificaat is voor',
  'certificate.image.forTraining': 'voor het afronden van de training',
  'certificate.page.title': 'Certificaat voor de training {training}',
  'certificate.page.description':
    'Onze trainingen zijn gratis. Iedereen kan ze online doen, in je eigen tempo.',
  'certificate.links.trainings.title': 'Alle trainingen',
  'certificate.links.trainings.intro': 'Leer nog meer over dementie met een andere training.',
  'certificate.links.stories.title': 'Ervaringen',
  'certificate.links.stories.intro': 'Lees de verhalen van mensen met dementie en hun naasten.',
  'certificate.links.news.title': 'Nieuws',
  'certificate.links.news.intro': 'Lees het laatste nieuws over dementie.',

  // --- form helpers and the application form (spec 3 §5) --------------------------------------------------
  'forms.error': 'Er is iets misgegaan. Probeer het opnieuw.',
  'forms.fieldMandatory': 'Dit veld is verplicht.',
  'forms.fieldTooLong': {
    one: 'Je tekst is te lang. Gebruik maximaal {n} teken.',
    other: 'Je tekst is te lang. Gebruik maximaal {n} tekens.',
  },
  'forms.invalidEmail': 'Vul een geldig e-mailadres in.',
  'forms.invalidPhone': 'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567.',
  'forms.invalidPlace': 'Ongeldige invoer. Gebruik geen getallen.',
  'forms.termsRequired': 'Ga akkoord met de voorwaarden.',
  'forms.fileMandatory': 'Voeg een bestand toe.',
  'forms.fileNameTooLong': 'De naam van het bestand is te lang. Gebruik maximaal {n} tekens.',
  'forms.fileTypeForbidden': 'Dit soort bestand kun je niet toevoegen. Kies een pdf-, doc- of docx-bestand.',
  'forms.fileTooLarge': 'Het bestand is te groot. Het mag maximaal 2 MB zijn.',
  'forms.onlyOneFile': 'Je kunt maar één bestand toevoegen.',
  'forms.photoTooLarge': 'De foto is te groot. Hij mag maximaal 144 kB zijn.',

  // --- memory test (spec 3 §5, §9) ------------------------------------------------------------------------
  'memoryTest.notAllAnswered': 'Let op! Je hebt nog niet alle vragen beantwoord.',
  'memoryTest.ageRequired': 'Kies je leeftijd.',
  'memoryTest.age.64': 'Jonger dan 64 jaar',
  'memoryTest.age.64-to-74': '64 tot en met 74 jaar',
  'memoryTest.age.75': '75 jaar of ouder',
  'memoryTest.age.not-say': 'Dat zeg ik liever niet',
  // Our wording: the screens around the questionnaire, which comes from the server.
  'memoryTest.start.title': 'Geheugentest',
  'memoryTest.start.intro':
    'Maak je je zorgen over je geheugen? Of over het geheugen van iemand die dicht bij je staat? Deze test helpt je om beter te zien wat je merkt.',
  'memoryTest.start.time': 'Het duurt ongeveer 5 minuten. Neem gerust de tijd: er is geen tijdslimiet.',
  'memoryTest.start.privacy':
    'Je antwoorden blijven op dit apparaat. Wij krijgen ze niet te zien en we bewaren ze niet.',
  'memoryTest.start.notDiagnosis':
    'De test is geen diagnose. Alleen een arts kan zeggen wat er aan de hand is.',
  'memoryTest.start.choose': 'Over wie gaat de test?',
  'memoryTest.start.self': 'Voor mezelf',
  'memoryTest.start.selfText': '25 vragen over je eigen geheugen',
  'memoryTest.start.other': 'Over een ander',
  'memoryTest.start.otherText': '16 vragen over iemand die dicht bij je staat',
  'memoryTest.progress': 'Vraag {current} van {total}',
  'memoryTest.optionsLabel': 'Kies een antwoord',
  'memoryTest.age.question.self': 'Hoe oud ben je?',
  'memoryTest.age.question.other': 'Hoe oud is de persoon over wie je de test doet?',
  'memoryTest.age.step': 'Laatste vraag',
  'memoryTest.age.missing': 'De vraag over leeftijd',
  'memoryTest.toResult': 'Bekijk de uitslag',
  'memoryTest.check.intro': 'Deze vragen zijn nog open. Klik op een vraag om die te beantwoorden.',
  'memoryTest.check.question': 'Vraag {number}',
  'memoryTest.result.title': 'Uitslag',
  'memoryTest.result.score': 'Score: {score}. De score kan van {min} tot {max} gaan.',
  'memoryTest.result.links': 'Meer weten of hulp nodig?',
  'memoryTest.result.print': 'Uitslag printen',
  'memoryTest.result.again': 'Test opnieuw doen',
  'memoryTest.result.kept':
    'Je antwoorden staan alleen op dit apparaat. Ze verdwijnen als je dit venster sluit.',
  'memoryTest.unavailable': 'De geheugentest is nu niet beschikbaar. Probeer het later nog eens.',
} as const satisfies Readonly<Record<string, Message>>;
