import type { Message } from '../types';

/**
 * The shared texts only the app's screens show (decision 0072): login and account, the player, the
 * result page and certificate, the memory test's result screens, the editor tools, the error pages
 * of the app, and the mails the server sends. A document page's islands never load them.
 *
 * Grouping, quoting and placeholders as described in `./shared.ts`.
 */
export const appMessages = {
  // --- app shell -------------------------------------------------------------------------------
  'app.chunkFailed': 'Dit deel van de website kon niet worden geladen.',
  'app.reload': 'Laad de pagina opnieuw',
  // In place of the loader of a page that cannot work without scripts (login, account, results).
  'app.needsScript':
    'Deze pagina werkt alleen met JavaScript. Zet JavaScript aan in je browser en laad de pagina opnieuw.',
  'breadcrumb.label': 'Kruimelpad',
  'breadcrumb.news': 'Nieuws', // spec 2 §2.2
  'breadcrumb.stories': 'Ervaringsverhalen', // spec 2 §2.2
  'breadcrumb.organisations': 'Organisaties',
  'menu.main': 'Hoofdmenu',
  'menu.top': 'Topmenu',
  'menu.open': 'Open het menu',
  'menu.close': 'Sluit het menu',

  // --- login (spec 1 §2, §5) --------------------------------------------------------------------
  'login.title': 'Inloggen',
  'login.intro': 'Vul je e-mailadres in. Je krijgt dan een mail met een link om in te loggen.',
  'login.emailLabel': 'E-mailadres',
  'login.emailPlaceholder': 'Vul hier je e-mailadres in',
  'login.submit': 'Stuur mij een inloglink',
  'login.botCheck': 'We controleren of je geen robot bent.',
  'login.linkSent.title': 'Welkom terug!',
  'login.linkSent.text': 'Hee, we kennen jou! Leuk dat je weer terug bent. Check je e-mail voor alle info.',
  // The 'Welkom terug!' screen's actions (decision 0033).
  'login.linkSent.resend': 'Stuur de mail nog een keer',
  'login.linkSent.resent':
    'We hebben de mail nog een keer gestuurd. Zie je hem niet? Kijk dan ook bij je ongewenste mail.',
  'login.linkSent.otherAddress': 'Gebruik een ander e-mailadres',
  'login.redirecting': 'Je bent ingelogd. Even geduld...',
  // Status of the self-hosted bot check and the send button.
  'login.botCheckReady': 'Controle klaar: je bent geen robot.',
  'login.botCheckRetry': 'Controleer opnieuw',
  'login.sending': 'Bezig met versturen...',
  'logout.working': 'Je wordt uitgelogd. Even geduld...',
  // The /logout page asks first: opening it never logs out (a link scanner could do that).
  'logout.question': 'Wil je uitloggen? Klik dan op de knop.',

  // --- error catalogue (spec 1 §8) ---------------------------------------------------------------
  'errors.invalidEmail': "Vul een geldig e-mailadres in, zoals '{email}'",
  'errors.invalidEmailExample': 'naam@voorbeeld.nl',
  'errors.tooManyAttempts':
    'Je hebt te vaak geprobeerd in te loggen. Je account is tijdelijk geblokkeerd. Probeer het later opnieuw.',
  'errors.loginFailed': 'Er is iets misgegaan. Probeer het later opnieuw!',
  'errors.botCheckFailed': 'Het verifiëren is helaas niet gelukt. Probeer het nog een keer!',
  'errors.activationLinkFailed': 'Oeps! De activatielink werkte helaas niet. Probeer het opnieuw.',
  'errors.magicLinkFailed': 'De magiclink werkte helaas niet. Probeer het opnieuw.',
  'errors.notAuthorized': 'Je bent niet bevoegd. Login en probeer het opnieuw.',

  // --- account menu in the header (spec 1 §2) ------------------------------------------------------
  'editorPages.trainings.title': 'Trainingen bewerken',
  'editorPages.trainings.intro':
    'Kies een training. Bij elke activiteit en elk antwoord zie je dan een scherm om de inhoud te bewerken. Bezoekers zien je wijzigingen zodra je ze opslaat.',
  'editorPages.trainings.edit': '{name} bewerken',
  'editorPages.images.title': 'Afbeeldingen beheren',
  'editorPages.images.intro':
    'Hier zet je nieuwe afbeeldingen klaar en verwijder je afbeeldingen die je niet meer gebruikt. Een afbeelding plaats je in een training via het bewerkscherm van een activiteit.',
  'editorPages.forbidden.title': 'Deze pagina is alleen voor redacteuren',
  'editorPages.forbidden.text':
    'Je bent ingelogd, maar je account is geen redacteursaccount. Vraag de beheerder van de website om je de rol van redacteur te geven.',

  // --- my trainings (spec 1 §2, spec 2 §2.6) -----------------------------------------------------
  'myTrainings.title': 'Mijn trainingen',
  'myTrainings.empty': 'Je volgt nog geen trainingen.',
  'myTrainings.browse': 'Bekijk alle trainingen',
  'myTrainings.progress': {
    one: '{done} van {n} onderdeel gedaan',
    other: '{done} van {n} onderdelen gedaan',
  },
  'myTrainings.score': { one: '{score} van {n} punt', other: '{score} van {n} punten' },
  'myTrainings.continue': 'Ga verder',
  'myTrainings.start': 'Begin met de training',
  'myTrainings.completed': 'Afgerond',
  // A finished training's card leads to what was earned; a certificate once earned stays on the card.
  'myTrainings.viewResult': 'Bekijk je resultaat',
  'myTrainings.viewCertificate': 'Bekijk je certificaat',
  'myTrainings.certificateEarned': 'Je hebt je certificaat gehaald.',
  'myTrainings.restart': 'Training opnieuw doen',
  'myTrainings.failed': 'Je trainingen konden niet worden geladen. Probeer het later opnieuw.',

  // --- activation, change-e-mail and anonymize links (spec 1 §2, §4) ---------------------------------
  'magicLink.working': 'Even geduld. We controleren je link.',
  'magicLink.failed.title': 'Oeps!',
  'magicLink.activated': 'Je bent ingelogd.',
  'magicLink.emailChanged': 'Je e-mailadres is gewijzigd.',
  'magicLink.anonymized': 'Je account is verwijderd.',
  'magicLink.otherBrowser.title': 'Hier inloggen?',
  'magicLink.otherBrowser.text':
    'Je opent de link in een andere browser dan waarin je hem hebt aangevraagd. Klik op de knop om hier in te loggen.',
  'magicLink.otherBrowser.confirm': 'Inloggen',
  // A change-e-mail or erase link opened where nobody is logged in: log in first, then the link works.
  'magicLink.notAuthorized.login': 'Log in en probeer het opnieuw',

  // --- mails sent by the server (decision 0008): plain B1 Dutch, one link per mail ------------------------------
  'mail.greeting': 'Hallo,',
  'mail.signature': 'Groeten van {brand}',
  'mail.linkFallback': 'Werkt de knop niet? Kopieer dan deze link en plak hem in je browser:',
  'mail.footer':
    'Je krijgt deze mail omdat dit e-mailadres is ingevuld op de website van {brand}. Was jij dat niet? Dan kun je deze mail negeren.',
  'mail.activation.subject': 'Welkom bij {brand}: bevestig je e-mailadres',
  'mail.activation.text':
    'Je hebt een account gemaakt bij {brand}. Klik op de knop om je e-mailadres te bevestigen. Dan weten we zeker dat dit adres van jou is.',
  'mail.activation.button': 'Bevestig mijn e-mailadres',
  'mail.activation.validity': 'De link werkt 24 uur. Je kunt hem één keer gebruiken.',
  'mail.login.subject': 'Je link om in te loggen bij {brand}',
  'mail.login.text': 'Je wilt inloggen bij {brand}. Klik op de knop. Dan ben je meteen ingelogd.',
  'mail.login.button': 'Inloggen',
  'mail.login.validity':
    'De link werkt 15 minuten. Je kunt hem één keer gebruiken. Vraag je een nieuwe link aan? Dan werkt deze link niet meer.',
  'mail.changeEmail.subject': 'Bevestig je nieuwe e-mailadres',
  'mail.changeEmail.text':
    'Je wilt dit e-mailadres gebruiken voor je account bij {brand}. Klik op de knop om dat te bevestigen.',
  'mail.changeEmail.button': 'Bevestig mijn nieuwe e-mailadres',
  'mail.changeEmail.validity':
    'De link werkt 1 uur. Je kunt hem één keer gebruiken. Open hem in de browser waarin je bent ingelogd.',
  'mail.changeEmailNotice.subject': 'Je e-mailadres wordt misschien gewijzigd',
  'mail.changeEmailNotice.text':
    'Iemand heeft gevraagd om het e-mailadres van je account bij {brand} te wijzigen. We hebben een mail met een link naar het nieuwe adres gestuurd. Je e-mailadres verandert pas als iemand op die link klikt.',
  'mail.changeEmailNotice.notYou':
    'Heb jij dit niet gevraagd? Dan hoef je niets te doen. De link werkt alleen voor iemand die in jouw account is ingelogd.',
  'mail.changeEmailTaken.subject': 'Dit e-mailadres heeft al een account',
  'mail.changeEmailTaken.text':
    'Iemand wilde dit e-mailadres gebruiken voor een account bij {brand}. Maar er is al een account met dit adres. Daarom hebben we niets veranderd.',
  'mail.newsletterConfirm.subject': 'Bevestig je aanmelding voor de nieuwsbrief',
  'mail.newsletterConfirm.text':
    'Je wilt de nieuwsbrief van {brand} krijgen. Je krijgt dan 1 keer per 2 maanden een mail met tips, verhalen en nieuws. Klik op de knop om dit te bevestigen.',
  'mail.newsletterConfirm.button': 'Ja, ik wil de nieuwsbrief',
  'mail.newsletterConfirm.validity':
    'Deze link werkt 7 dagen. Heb je je niet aangemeld? Dan hoef je niets te doen.',
  'mail.anonymize.subject': 'Bevestig dat je je account wilt verwijderen',
  'mail.anonymize.text':
    'Je wilt je account bij {brand} verwijderen. Klik op de knop om dat te bevestigen. Dan wissen we je e-mailadres en je naam op je certificaten. Dat kun je niet ongedaan maken.',
  'mail.anonymize.button': 'Verwijder mijn account',
  'mail.anonymize.validity':
    'De link werkt 1 uur. Je kunt hem één keer gebruiken. Wil je je account houden? Dan hoef je niets te doen.',

  // --- not-found and forbidden pages (spec 1 §2, spec 3 §8) ---------------------------------------------
  'notFound.title': 'Oeps, deze pagina bestaat niet (meer)',
  'notFound.intro': 'Misschien helpen deze links je verder.',
  'notFound.links.home': 'Naar de homepage',
  'notFound.links.trainings': 'Alle trainingen',
  'notFound.links.news': 'Laatste nieuws',
  'notFound.links.stories': 'Ervaringsverhalen',
  'notFound.links.contact': 'Contact',
  'forbidden.title': 'Deze pagina is alleen voor mensen die zijn ingelogd.',
  'forbidden.intro': 'Log in om deze pagina te bekijken.',

  // --- training player (spec 3 §2, §4, §5) ---------------------------------------------------------------
  'player.close': 'Training sluiten',
  'player.exit': 'Stop met de training',
  'player.progressLabel': 'Voortgang',
  'player.step': 'stap {x} van {y}',
  'player.check': 'Controleer je antwoord',
  'player.finalSlide': 'Naar het overzicht',
  'player.finalize': 'Rond de training af',
  'player.toCertificate': 'Naar je certificaat',
  'player.nextLocked': 'Beantwoord eerst de vraag. Daarna kun je verder.',
  'player.answerHint': { one: 'Er is {n} antwoord goed.', other: 'Er zijn {n} antwoorden goed.' },
  'player.answer.correct': 'Goed', // spec 3 §5: flip-card backs
  'player.answer.incorrect': 'Niet goed',
  'player.answer.untitled': 'Antwoord {n}',
  'player.flipCard.flip': 'Draai de kaart om',
  'player.drag.pool': 'Antwoorden',
  'player.drag.box': 'Jouw keuze',
  // Spec 3 calls the place for the chosen answers the box ('drag-to-box'): 'de doos' in every text,
  // as in the trainings' own instructions ('Sleep ... naar de doos').
  'player.drag.picked': '{answer} is gekozen. Kies nu de doos.',
  'player.drag.dropped': '{answer} staat nu in de doos.',
  'player.drag.removed': '{answer} is uit de doos gehaald.',
  'player.feedback.fullyCorrect': 'Goed gedaan! Je antwoord is helemaal goed.',
  'player.feedback.partiallyCorrect': 'Bijna! Een deel van je antwoord is goed.',
  'player.feedback.wrong': 'Helaas, je antwoord is niet goed.',
  // A statement asks for an opinion: no answer is right or wrong (spec 3 §5), so no praise for being right.
  'player.feedback.opinion': 'Bedankt voor je antwoord.',
  'player.feedback.points': { one: '{n} punt verdiend', other: '{n} punten verdiend' },
  'player.pointsSummary.title': 'Dankjewel', // spec 3 §2
  'player.pointsLeft': {
    one: 'Je hebt nog {n} punt nodig voor je certificaat.',
    other: 'Je hebt nog {n} punten nodig voor je certificaat.',
  },
  'player.noPointsLeft': 'Je hebt genoeg punten voor je certificaat!',
  'player.summary.achieved': 'Gefeliciteerd! Je hebt je certificaat gehaald.',
  'player.summary.notAchieved': 'Je hebt nog niet genoeg punten voor een certificaat.',
  'player.summary.plain': 'Jouw resultaat',
  'player.summary.score': '{score}/{max}', // spec 3 §2: 'the score as score/max'
  'player.summary.learningGoal': 'Leerdoel',
  'player.summary.signal': 'Signaal',
  'player.infoModal.title': 'Uitleg',
  'player.infoButton': 'Meer uitleg',
  'player.tip': 'Tip',
  'player.notSaved': 'Nog niet opgeslagen. We proberen het opnieuw.',
  'player.failed': 'De training kon niet worden geladen. Probeer het later opnieuw.',
  // A page of the training could not load for want of a connection: the player tries again by itself.
  'player.waitingForConnection':
    'Even geduld: er is nu geen verbinding. Zodra die er weer is, gaat de training vanzelf verder.',
  'player.fatalError': 'Er ging iets mis met de training.', // shown in the player's place after a fatal error
  'player.infoModal.body':
    'Bij deze training hoort extra uitleg. Lees die rustig door en ga daarna verder met de training.',
  'player.drag.instructions':
    'Sleep de goede antwoorden naar de doos. Of kies een antwoord en kies daarna de doos.',
  'player.drag.placeIn': 'Zet {answer} in: {zone}',
  'player.feedback.yourAnswer': 'Jouw antwoord',
  'player.saveFailed': 'Je antwoord kon niet worden opgeslagen.',
  'player.answersLoading': 'De antwoorden worden nog geladen. Even geduld.',
  'player.summary.yourScore': 'Jouw score',
  'player.summary.scorecards': 'Jouw score per onderdeel',
  'player.certificateForm.exit': 'Terug naar de website',
  'player.restart': 'Training opnieuw doen',
  'player.toResult': 'Bekijk je resultaat',
  'player.viewCertificate': 'Bekijk je certificaat',
  // The certificate form page's title once this run's certificate was made: no second invitation.
  'player.certificateMade': 'Je hebt je certificaat al aangevraagd',
  'player.video.title': 'Video bij deze les',
  'player.documentFailed': 'Deze inhoud kan nu niet worden getoond.',

  // --- the player on another website, in an iframe (decision 0085) ------------------------------
  'player.embed.certificateNewTab': 'Je certificaat staat op onze website. Het opent in een nieuw tabblad.',
  'player.embed.notFound': 'Deze training bestaat niet (meer). Op onze website vind je alle trainingen.',

  // --- result page and certificate (spec 1 §2, §5, §8, §9) --------------------------------------------------
  'result.tryAgain': 'Training opnieuw doen',
  'result.failed': 'Je resultaat kon niet worden geladen. Probeer het later opnieuw.',

  // --- registration and verification (spec 3 §5, §8) -----------------------------------------------------
  'registration.usernameInvalid':
    'Je gebruikersnaam heeft 3 tot 20 tekens. Gebruik alleen letters en cijfers.',
  'registration.usernameTaken': 'Deze gebruikersnaam is al bezet. Kies een andere naam.',
  'registration.emailTaken':
    'Er is al een account met dit e-mailadres. Log in, of vraag een nieuw wachtwoord aan.',
  'registration.passwordHelp':
    'Je wachtwoord heeft minstens 12 tekens. Gebruik een kleine letter, een hoofdletter en een cijfer.',
  'registration.passwordTooWeak':
    'Je wachtwoord is niet sterk genoeg. Gebruik minstens 12 tekens, met een kleine letter, een hoofdletter en een cijfer.',
  'registration.passwordPersonal': 'Je wachtwoord mag je e-mailadres of je naam niet bevatten.',
  'registration.passwordRepeatMismatch': 'De twee wachtwoorden zijn niet hetzelfde.',
  'registration.serverError':
    'Je account kon niet worden gemaakt. Probeer het later opnieuw, of neem contact met ons op.',
  'verification.success': 'Je e-mailadres is bevestigd. Je kunt nu inloggen.',
  'verification.failed':
    'Het bevestigen is niet gelukt. Probeer het over 5 minuten opnieuw. Lukt het dan nog niet? Neem contact met ons op.',
  'passwordLogin.failed': 'De combinatie van e-mailadres en wachtwoord werd niet herkend.', // spec 3 §8

  // --- expert question and reaction (spec 3 §5, §8) ------------------------------------------------------
  'expertQuestion.error': 'Er is iets mis gegaan. Probeer het later opnieuw.',
  'expertQuestion.questionRequired': 'Schrijf je vraag op.',
  'expertQuestion.contactPreferenceRequired': 'Kies hoe we contact met je opnemen.',
  'expertQuestion.phoneRequired': 'Vul je telefoonnummer in. Dan kunnen we je bellen.',
  'reaction.error': 'Er is iets mis gegaan. Probeer het later opnieuw.',
  'reaction.noQuestion': 'Er kan geen vraag worden gevonden om op te reageren.',
  'reaction.textRequired': 'Schrijf je reactie op.',

  // --- editor tools (spec 2 §4, §5, §8; spec 3 §5) -------------------------------------------------------
  // The specs quote these in English; the product speaks Dutch to editors too (decision 0087).
  'editor.picker.connectionError': 'Er is geen verbinding. Controleer je internet en probeer het opnieuw.',
  'editor.picker.failedToLoad': 'De afbeeldingen konden niet worden geladen. Probeer het later opnieuw.',
  'editor.picker.notAuthorized': 'Je mag de afbeeldingen niet bekijken. Log in als redacteur.',
  'editor.picker.notLoaded': 'De afbeeldingen zijn nog niet geladen.',
  'editor.picker.loading': 'De afbeeldingen worden geladen...',
  'editor.picker.empty': 'Er zijn nog geen afbeeldingen. Upload eerst een afbeelding.',
  'editor.picker.uploading': 'De afbeelding wordt geüpload...',
  'editor.picker.loadMore': 'Meer afbeeldingen laden',
  'editor.picker.confirm': 'Kiezen',
  'editor.picker.cancel': 'Annuleren',
  'editor.picker.upload': 'Uploaden',
  'editor.picker.delete': 'Verwijderen',
  'editor.linkPrompt': 'Adres van de link (URL)',
  'editor.document.confirmDeleteBlock': 'Weet je zeker dat je dit blok wilt verwijderen?',
  // Editor tools, our wording too: labels the specs do not quote.
  'editor.picker.label': 'Afbeelding',
  'editor.picker.urlLabel': 'Adres van de afbeelding (URL)',
  'editor.picker.urlRequired': 'Vul een adres in of kies een afbeelding.',
  'editor.picker.open': 'Kies een afbeelding',
  'editor.picker.closePanel': 'Sluit de lijst',
  'editor.picker.panelTitle': 'Afbeeldingen',
  'editor.picker.uploadTitle': 'Afbeelding uploaden',
  'editor.picker.chooseFile': 'Kies een bestand',
  'editor.picker.preview': 'Voorbeeld',
  'editor.picker.deleteTitle': 'Afbeelding verwijderen?',
  'editor.picker.deleteText':
    'Weet je zeker dat je {name} wilt verwijderen? Alle formaten van deze afbeelding worden ook verwijderd.',
  'editor.picker.uploadFailed': 'Het uploaden is niet gelukt. Probeer het opnieuw.',
  'editor.picker.deleteFailed': 'Verwijderen is niet gelukt. Probeer het opnieuw.',
  'editor.picker.selected': 'Gekozen',
  'editor.picker.noImage': 'Nog geen afbeelding gekozen.',
  'editor.picker.count': '{shown} van {total} afbeeldingen',
  // Where an image is used, before it is deleted (decision 0047).
  'editor.picker.usesLoading': 'We kijken waar deze afbeelding gebruikt wordt...',
  'editor.picker.usesFailed':
    'We konden niet nagaan waar deze afbeelding gebruikt wordt. Staat ze nog ergens, dan krijg je dat te zien.',
  'editor.picker.usesTitle': 'Deze afbeelding staat op:',
  'editor.picker.usesWarning':
    'Als je {name} verwijdert, tonen deze pagina’s geen afbeelding meer. Kies eerst een andere afbeelding op die pagina’s, of verwijder toch.',
  'editor.picker.deleteAnyway': 'Toch verwijderen',
  'editor.picker.useTraining': 'Training ‘{title}’',
  'editor.picker.useTrainingPart': 'Training ‘{title}’, onderdeel ‘{detail}’',
  'editor.picker.usePage': 'Pagina ‘{title}’',
  'editor.picker.usePagePath': 'Pagina ‘{title}’ ({path})',
  // Why an upload was refused (decision 0046); the limits are the server's (api-client BLOB_UPLOAD_LIMITS).
  'editor.picker.notAnImage': 'Dit bestand is geen afbeelding. Kies een {formats}.',
  'editor.picker.tooLarge': 'Dit bestand is te groot. Het mag hoogstens {max} MB zijn.',
  'editor.picker.tooManyPixels':
    'Deze afbeelding heeft te veel pixels. Ze mag hoogstens {max} megapixels hebben. Maak de afbeelding kleiner en probeer het opnieuw.',
  // The alt text wherever an editor places an image (decision 0048, WCAG 1.1.1).
  'editor.imageAlt.label': 'Beschrijving van de afbeelding (alt-tekst)',
  'editor.imageAlt.hint': 'Zeg in een korte zin wat er op de afbeelding te zien is. Niet de bestandsnaam.',
  'editor.imageAlt.decorative': 'Deze afbeelding is alleen versiering (geen beschrijving nodig)',
  'editor.imageAlt.required':
    'Vul een beschrijving van de afbeelding in, of kies dat ze alleen versiering is.',
  'editor.rte.label': 'Tekst',
  'editor.rte.toolbar': 'Opmaak',
  'editor.rte.bold': 'Vet',
  'editor.rte.italic': 'Schuin',
  'editor.rte.underline': 'Onderstreept',
  'editor.rte.heading2': 'Kop',
  'editor.rte.heading3': 'Subkop',
  'editor.rte.bulletList': 'Lijst met bolletjes',
  'editor.rte.numberedList': 'Genummerde lijst',
  'editor.rte.quote': 'Citaat',
  'editor.rte.colour': 'Tekstkleur',
  'editor.rte.colour.default': 'Standaard',
  'editor.rte.colour.red': 'Rood',
  'editor.rte.colour.blue': 'Blauw',
  'editor.rte.colour.green': 'Groen',
  'editor.rte.link': 'Link',
  'editor.rte.linkNewWindow': 'Open de link in een nieuw venster',
  'editor.rte.linkAdd': 'Link toevoegen',
  'editor.rte.image': 'Afbeelding',
  'editor.rte.imageInsert': 'Afbeelding invoegen',
  'editor.document.heading': 'Inhoud bewerken',
  'editor.document.activityHeading': 'Inhoud van de activiteit bewerken: {title}',
  'editor.document.answerHeading': 'Antwoord {n} bewerken: {text}',
  'editor.document.answerHeadingPlain': 'Antwoord {n} bewerken',
  'editor.document.cardBackHeading': "Achterkant van kaart '{title}' bewerken",
  'editor.document.answersHeading': 'Antwoorden bewerken',
  'editor.document.unsaved': 'Nog niet opgeslagen.',
  'editor.summaryPlaceholder':
    'Hier ziet de deelnemer de uitslag en de punten. Die vul je niet zelf in. De tekst hieronder kun je wel bewerken.',
  'editor.bar.title': 'Bewerkmodus',
  'editor.bar.note':
    'Je bekijkt deze training als redacteur. Je kunt vrij heen en weer gaan. Je antwoorden tellen niet mee en er wordt niets bijgehouden.',
  'editor.bar.activities': 'Naar een activiteit',
  'editor.bar.navLabel': 'Activiteiten van de training',
  'editor.bar.untitled': 'Activiteit {n}',
  'editor.bar.summary': 'Samenvatting',
  'editor.bar.secondSummary': 'Tweede samenvatting',
  'editor.bar.ending': 'Einde van de training',
  'editor.leave.title': 'Wijzigingen niet opgeslagen',
  'editor.leave.question':
    'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je deze pagina verlaten zonder op te slaan?',
  'editor.leave.stay': 'Blijven',
  'editor.leave.leave': 'Verlaten zonder opslaan',
  'editor.document.empty': 'Deze inhoud heeft nog geen blokken.',
  'editor.document.invalid': 'De opgeslagen inhoud is beschadigd. Je begint met een lege inhoud.',
  'editor.document.addKind': 'Soort blok',
  'editor.document.add': 'Blok toevoegen',
  'editor.document.moveUp': 'Omhoog',
  'editor.document.moveDown': 'Omlaag',
  'editor.document.delete': 'Verwijderen',
  'editor.document.deleteTitle': 'Blok verwijderen?',
  'editor.document.save': 'Opslaan',
  'editor.document.saving': 'Bezig met opslaan...',
  'editor.document.saved': 'Opgeslagen.',
  'editor.document.saveFailed': 'Opslaan is niet gelukt. Probeer het opnieuw.',
  'editor.document.notAuthorized': 'Je mag deze inhoud niet bewerken. Log opnieuw in als redacteur.',
  'editor.document.block': 'Blok {n}: {kind}',
  'editor.document.kind.Video': 'Video',
  'editor.document.kind.Image': 'Afbeelding',
  'editor.document.kind.Text': 'Tekst',
  'editor.document.kind.Expandable': 'Uitklapblok',
  'editor.document.kind.PointsSummery': 'Puntenoverzicht',
  'editor.document.kind.Tip': 'Tip',
  'editor.document.videoUrl': 'Link naar de video (YouTube, Vimeo of NPO)',
  'editor.document.videoSavedAs': 'Wordt opgeslagen als: {url}',
  'editor.document.videoUrlNotAllowed': 'Deze link kan niet. Plak een link van YouTube, Vimeo of NPO.',
  'editor.document.autoplay': 'Vanzelf afspelen (zonder geluid)',
  'editor.document.highlighted': 'Opvallend tonen',
  'editor.document.expandableTitle': 'Titel',
  'editor.document.expandableDescription': 'Beschrijving',
  'editor.document.icon': 'Icoon (alleen SVG)',
  'editor.document.iconInvalid': 'Kies een SVG-bestand.',
  'editor.document.tipText': 'Tekst van de tip',
  'editor.document.pointsPlaceholder':
    'Hier komt het puntenoverzicht van de deelnemer. Dit vul je niet zelf in.',
} as const satisfies Readonly<Record<string, Message>>;
