import type { Message } from '../types';

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

  // --- overview pages (spec 2 §2.4) -------------------------------------------------------------------
  'overview.news.title': 'Nieuws',
  'overview.news.readMore': 'Lees het bericht',
  'overview.news.allLink': 'Bekijk het nieuwsoverzicht',
  'overview.organisations.title': 'Dementievriendelijke organisaties',
  'overview.organisations.readMore': 'Lees meer',
  'overview.organisations.moreLink': 'Meer organisaties',
  'overview.stories.title': 'Ervaringsverhalen',
  'overview.stories.readMore': 'Lees het verhaal',
  'overview.stories.moreLink': 'Meer ervaringsverhalen',
  'overview.empty': 'Er is hier nog niets te lezen.',
  'overview.failed': 'De lijst kon niet worden geladen. Probeer het later opnieuw.',
  'overview.news.intro': 'Lees het laatste nieuws over dementie en over wat mensen samen doen.',
  'overview.organisations.intro':
    'Deze organisaties maken zich sterk voor mensen met dementie. Lees wat zij doen en wat jij kunt doen.',
  'overview.stories.intro':
    'Mensen vertellen hoe het is om met dementie te leven, of om voor iemand te zorgen.',
  'overview.publishedOn': 'Gepubliceerd op {date}',
  'overview.pageOf': 'Pagina {n} van {total}',
  'overview.previousPage': 'Vorige pagina',
  'overview.nextPage': 'Volgende pagina',
  // 'Meer laden' on the overviews (spec 2 §2.4, §2.8 button mode): our wording
  'overview.loadMore': 'Meer laden',
  'overview.pagesOf': 'Pagina {from} tot en met {to} van {total}',
  'overview.news.loadedMore': {
    one: 'Er staat {n} nieuw bericht in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe berichten in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.organisations.loadedMore': {
    one: 'Er staat {n} nieuwe organisatie in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe organisaties in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.stories.loadedMore': {
    one: 'Er staat {n} nieuw verhaal in de lijst. Dit is pagina {page} van {total}.',
    other: 'Er staan {n} nieuwe verhalen in de lijst. Dit is pagina {page} van {total}.',
  },
  'overview.endOfList': 'Dit is het einde van de lijst.',
  'site.breadcrumb': 'Kruimelpad',
  'site.trainings.title': 'Trainingen',
  'site.trainings.intro': 'Volg een gratis online training. Je leert wat dementie is en hoe je kunt helpen.',
  'site.trainings.start': 'Start de training',
  'site.trainings.empty': 'Er zijn op dit moment geen trainingen.',
  // The page of a training that cannot be shown (spec 3 §2 '/{name}-offline'): calm, B1, not the learner's fault.
  'site.trainingOffline.title': 'De training werkt nu even niet',
  'site.trainingOffline.text': 'Er ging iets mis bij het tonen van de training. Dat ligt niet aan jou.',
  'site.trainingOffline.later': 'Probeer het nog een keer. Lukt het niet? Probeer het dan later opnieuw.',
  'site.trainingOffline.retry': 'Probeer de training opnieuw',
  'site.trainingOffline.back': 'Terug naar de pagina waar je was',
  'site.trainingOffline.toTrainings': 'Naar alle trainingen',
  'site.preview.notice': 'Dit is een voorbeeld van een versie die nog niet (of niet meer) online staat.',
  'site.preview.live': 'Dit is een voorbeeld van de versie die nu online staat.',
  'site.preview.forbidden':
    'Alleen redacteuren kunnen een voorbeeld bekijken. Log in met een redacteursaccount.',
  'site.error.title': 'Er ging iets mis',
  'site.error.text': 'Deze pagina kon niet worden getoond. Probeer het later opnieuw.',
  'site.search.suggestionsLabel': 'Suggesties voor je zoekterm',
  'site.search.suggestionsCount': { one: '{n} suggestie beschikbaar', other: '{n} suggesties beschikbaar' },

  // --- paginator (spec 2 §2.8) ----------------------------------------------------------------------
  'paginator.label': 'Paginanummers',
  'paginator.page': 'Pagina {n}',
  'paginator.currentPage': 'Pagina {n}, dit is de pagina die je nu ziet',
  'paginator.loadMore': 'Laad meer',
  'paginator.failed': 'Het laden is niet gelukt.',

  // --- shared widgets (spec 2 §2.8) -------------------------------------------------------------------
  'modal.close': 'Sluit',
  'utilities.label': 'Opties voor deze pagina',
  'utilities.print': 'Print',
  'utilities.readAloud': 'Lees voor',
  'utilities.share': 'Deel',
  'utilities.shareVia': 'Deel via {network}',
  'utilities.email': 'E-mail',
  'utilities.emailSubject': 'Bekijk deze pagina: {title}',
  'utilities.copyLink': 'Kopieer link',
  'utilities.linkCopied': 'De link is gekopieerd',
  'video.consent.text': 'Accepteer cookies om de video te kunnen bekijken.', // spec 3 §4
  'video.consent.button': 'Accepteer cookies',
  'lightbox.label': 'Fotogalerij',
  'lightbox.open': 'Bekijk foto {n} groot',
  'lightbox.counter': '{n}/{total}', // spec 2 §2.8: counter 'n/total'
  'carousel.pause': 'Pauzeer',
  'carousel.play': 'Speel af',
  'carousel.slide': 'Dia {n} van {total}',
  'bookcase.defaultTitle': 'Onze selectie', // spec 2 §2.5
  'trainingsOverview.expand': 'Bekijk alle trainingen',
  'trainingsOverview.collapse': 'Toon minder trainingen',
  'trainingsOverview.failed': 'De trainingen konden niet worden geladen. Probeer het later opnieuw.',
  'blocks.noRenderer': 'Voor het blok {kind} is nog geen weergave gemaakt.', // spec 2 §2.5
  'blocks.noTransformer': 'Voor het onderdeel {bundle} is nog geen omzetting gemaakt.', // spec 2 §2.5
  'blocks.renderFailed': 'Dit onderdeel kan nu niet worden getoond.',
  'blocks.invalid': 'Het onderdeel {bundle} klopt niet en wordt daarom niet getoond.',
  'blocks.file.details': '{type}, {size}',
  'blocks.step': 'Stap {n}',
  'blocks.eLearningCta.answers': 'Kies een antwoord',
  'blocks.eLearningCta.feedback': 'Uitleg bij je antwoord',
  'blocks.counter.loading': 'Het aantal wordt geladen',
  'blocks.counter.label': {
    one: 'persoon heeft al een certificaat gehaald',
    other: 'mensen hebben al een certificaat gehaald',
  },
  'blocks.counter.none': 'Doe een training en haal als een van de eersten je certificaat.',
  'blocks.logoWall': 'Logo’s van deelnemers',
  'trainingsOverview.empty': 'Er zijn op dit moment geen trainingen.',
  // design-kit widgets: our wording
  'embed.consent.text': 'Accepteer cookies om deze inhoud te kunnen bekijken.',
  'utilities.shareMenuLabel': 'Deel deze pagina',
  // chatbot (spec 2 §2.5, §4): our wording
  'chatbot.label': 'Chat',
  'chatbot.consent.text':
    'De chat komt van een andere website. Die kan cookies plaatsen. Wil je de chat gebruiken? Kies dan bij de cookies voor marketing.',
  'chatbot.consent.button': 'Kies je cookies',
  'chatbot.loading': 'De chat wordt geladen...',
  'chatbot.failed': 'De chat werkt nu even niet. Probeer het later nog eens.',
  'lightbox.close': 'Sluit de fotogalerij',
  'carousel.previous': 'Vorige dia',
  'carousel.next': 'Volgende dia',
  'agenda.date': 'Datum',
  'agenda.location': 'Locatie',
  'agenda.showLess': 'Toon minder',
  'footer.navigation': 'Meer op deze website',
  'footer.socialVia': 'Volg ons op {network}',
  'footer.legal.label': 'Juridische informatie',
  'memoryTest.banner.title': 'Maak je je zorgen over je geheugen?',
  'memoryTest.banner.text': 'Doe de geheugentest. Het duurt ongeveer 5 minuten.',
  'memoryTest.banner.link': 'Doe de geheugentest',
  'timeline.label': 'Tijdlijn',
  'checklist.answer': 'Antwoord',

  // --- search (spec 2 §2.7; filter values of spec 2 §2.1) ------------------------------------------------
  'search.title': 'Zoeken',
  'search.label': 'Zoekterm',
  'search.placeholder': 'Waar ben je naar op zoek?',
  'search.submit': 'Zoek',
  'search.filterLabel': 'Soort inhoud',
  'search.filter.alle': 'Alles',
  'search.filter.artikelen': 'Artikelen',
  'search.filter.nieuws': 'Nieuws',
  'search.filter.ervaringsverhalen': 'Ervaringsverhalen',
  'search.filter.organizaties': 'Organisaties',
  'search.filter.cursussen': 'Trainingen',
  'search.type.contentPage': 'Artikel',
  'search.type.story': 'Ervaringsverhaal',
  'search.type.news': 'Nieuws',
  'search.type.organization': 'Organisatie',
  'search.type.courses': 'Training',
  'search.results': { one: '{n} resultaat voor "{term}"', other: '{n} resultaten voor "{term}"' },
  'search.noResults': 'We hebben niets gevonden voor "{term}". Probeer een ander woord.',
  'search.suggestions': 'Suggesties',
  'search.synonyms': 'Je kunt ook zoeken op:',
  'search.failed': 'Het zoeken is niet gelukt. Probeer het later opnieuw.',
  'search.tooLong': 'Je zoekterm is te lang. Gebruik niet meer dan {max} tekens.',

  // --- our own cookie consent (decision 0029; spec 3 §9: stored 1000 days) -----------------------------------
  'cookies.banner.title': 'Cookies op deze website',
  'cookies.banner.text':
    'Wij gebruiken cookies. Sommige cookies zijn nodig om de website te laten werken. Andere cookies zijn voor statistieken of voor video’s. Jij kiest.',
  'cookies.reject': 'Weigeren',
  'cookies.accept': 'Accepteren',
  'cookies.choose': 'Zelf kiezen',
  'cookies.save': 'Keuze opslaan',
  'cookies.reopen': 'Cookie-instellingen',
  'cookies.category.necessary.title': 'Noodzakelijk',
  'cookies.category.necessary.text':
    'Deze cookies zijn nodig om de website te laten werken. Ze staan altijd aan.',
  'cookies.category.statistics.title': 'Statistieken',
  'cookies.category.statistics.text':
    'Met deze cookies zien we hoe de website wordt gebruikt. Zo maken we hem beter.',
  'cookies.category.marketing.title': 'Marketing',
  'cookies.category.marketing.text':
    'Deze cookies zijn nodig voor video’s en andere inhoud van andere websites.',
  'cookies.statement.title': 'Cookieverklaring',
  // The cookie statement's list (spec 1 §2: /cookies), one purpose per cookie of api-client's list.
  'cookies.list.title': 'Welke cookies gebruiken we?',
  'cookies.list.intro':
    'Deze website plaatst zelf de cookies hieronder. Noodzakelijke cookies staan altijd aan. Andere cookies komen er alleen als jij dat kiest.',
  'cookies.list.thirdParty':
    'Kies je voor marketing? Dan kunnen video’s en andere inhoud van andere websites, zoals YouTube en Vimeo, hun eigen cookies plaatsen. Die staan niet in deze lijst.',
  'cookies.list.purpose': 'Waarvoor',
  'cookies.list.lifetime': 'Hoe lang',
  'cookies.list.category': 'Soort',
  'cookies.list.session.purpose':
    'Onthoudt dat je bent ingelogd. Zo hoef je niet op elke pagina opnieuw in te loggen.',
  'cookies.list.antiForgery.purpose':
    'Voor de beveiliging. Zo weten we dat een verzoek echt van jou komt en niet van een andere website.',
  'cookies.list.linkRequested.purpose':
    'Onthoudt dat je op dit apparaat een link per e-mail hebt gevraagd. Open je de link hier, dan werkt hij meteen.',
  'cookies.list.signedIn.purpose':
    'Onthoudt dat je bent ingelogd, zodat de website meteen de goede knop toont. Er staat niet in wie je bent.',
  'cookies.list.learner.purpose':
    'Onthoudt hoe ver je bent met een training als je niet bent ingelogd. Er staat niet in wie je bent.',
  'cookies.list.consent.purpose':
    'Onthoudt welke cookies je hebt gekozen. Zo vragen we het je niet steeds opnieuw.',
  'cookies.lifetime.browserSession': 'tot je de browser sluit',
  'cookies.lifetime.minutes': { one: '{n} minuut', other: '{n} minuten' },
  'cookies.lifetime.hours': { one: '{n} uur', other: '{n} uur' },
  'cookies.lifetime.days': { one: '{n} dag', other: '{n} dagen' },
  'cookies.lifetime.years': { one: '{n} jaar', other: '{n} jaar' },
  'cookies.lifetime.daysOverYears': '{n} dagen (ruim {years} jaar)',
  'cookies.lifetime.daysUnderYears': '{n} dagen (bijna {years} jaar)',

  // --- footer and newsletter (spec 3 §2, §3) ------------------------------------------------------------
  'footer.legal.conduct': 'Gedragsregels',
  'footer.legal.privacy': 'Privacy',
  'footer.legal.disclaimer': 'Disclaimer',
  'footer.legal.cookies': 'Cookies',
  'footer.legal.accessibility': 'Toegankelijkheid',
  'footer.social': 'Volg ons',
  'footer.qualityMarks': 'Keurmerken',
  'newsletter.emailLabel': 'E-mailadres',
  'newsletter.submit': 'Aanmelden',
  // Double opt-in (decision 0030): the subscription counts once the mailed button is pressed.
  'newsletter.success': 'Dank je wel! Kijk in je mail en klik op de knop om je aanmelding te bevestigen.',
  'newsletter.failed': 'Het aanmelden is niet gelukt. Probeer het later opnieuw.',
  'newsletter.tooMany': 'Er zijn te veel aanmeldingen gedaan. Probeer het over een uur opnieuw.',
  'newsletter.embedScoreLabel': 'score sdv', // spec 3 §3: label used to find the embed's score field

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
