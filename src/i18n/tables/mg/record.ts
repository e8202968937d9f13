/** The Malagasy of the English area ../en/record.ts, key for key (awaiting a native speaker). */
import type { Strings } from "../../table.ts";
import type { record as english } from "../en/record.ts";

export const record: Strings<typeof english> = {
  "record.cta": "Soraty ny fomba filalaovana ity lalao ity eto",
  "record.ctaNote":
    "Resadresaka eny an-toerana: ireo fitsipika tsy itovizan’ny loharano, apetraka tsirairay, miaraka amin’ny takelaka.",
  "record.indexTitle": "Soraty ny fomba filalaovana lalao iray",
  "record.indexIntro":
    "Mbola lalaovina ankehitriny ny fanorona sy ireo lalao misy andalana efatra. Mifidiana lalao iray hanontaniana mpilalao: lasa fanontaniana ny fitsipika tsirairay fantatry ny milina, miaraka amin’izay lazain’ny loharano tsirairay sy toerana iray izay ahitana ny maha-zava-dehibe ny valiny. Tehirizina amin’ity fitaovana ity ny valiny rehefa mandeha ny resadresaka, ary lasa fitsipika voamarika azo lalaovina sy ampitahaina amin’ny famakiana rehetra.",
  "record.heading": "Soraty ny fomba filalaovana ny {game} eto",
  "record.intro":
    "Apetraho amin’ny mpilalao tsirairay avy ireo fanontaniana. Ny valiny rehetra dia mety ho “tsy fantatry ny mpilalao” na “tsy mitovy hevitra ny mpilalao”: tehirizina toy izany, tsy soloina ny sandan’ny loharano mihitsy. Tehirizina amin’ity fitaovana ity ny valiny rehefa mandeha ny resadresaka.",
  "record.games": "Lalao",
  "record.kept": "Resadresaka voatahiry amin’ity fitaovana ity",
  "record.keptNone": "Mbola tsy misy voatahiry amin’ity fitaovana ity.",
  "record.keptItem": "{game}, {date}, {place}: valiny {n}",
  "record.about": "Ny resadresaka",
  "record.date": "Daty",
  "record.place": "Toerana",
  "record.placeKnown": "Toerana iray amin’ireo faritra",
  "record.placeNone": "(tsy misy voafidy)",
  "record.placeNew": "Na toerana vaovao: ny anarany",
  "record.lat": "Latitude",
  "record.lon": "Longitude",
  "record.person": "Olona nanontaniana: anarana na marika tsy mampahafantatra",
  "record.consent": "Azo avoaka ve ny anarany?",
  "record.consentGiven": "Eny: nanome alalana",
  "record.consentNot": "Tsia: tsy nanome alalana",
  "record.language": "Fiteny nampiasaina tamin’ny resadresaka",
  "record.questions": "Ireo fanontaniana",
  "record.answer": "Ny valin’ny mpilalao",
  "record.unknown": "Tsy fantatry ny mpilalao",
  "record.disagree": "Tsy mitovy hevitra ny mpilalao",
  "record.heldBy": "toy ny {readings}",
  "record.inWords": "Amin’ny tenin’ny mpilalao",
  "record.sources": "Izay lazain’ny famakiana tsirairay",
  "record.never": "na oviana na oviana",
  "record.positionTitle": "Toerana iray izay maha-zava-dehibe ny “{option}”",
  "record.atStart": "Amin’ny fiandohana.",
  "record.afterLine": "Aorian’ny {line}.",
  "record.onlyUnder": "Raha “{value}”, azo lalaovina ny {turns}; raha “{other}”, tsy azo.",
  "record.noPosition":
    "Tsy nahita toerana ao anatin’ny fihodinana {depth} voalohany ny milina izay anovan’ity valiny ity ny azo lalaovina: apetraho amin’ny teny izany.",
  "record.playUnder": "Lalao amin’ny “{value}”",
  "record.noscript":
    "Raha tsy misy script dia tsy tehirizina amin’ity fitaovana ity ny valiny ary tsy lasa fitsipika: soraty izany.",
  "record.loading": "Manomboka ny resadresaka rehefa mamaly ianao.",
  "record.couldNotStart": "Tsy afaka nanomboka ny resadresaka: {error}",
  "record.savedAt": "Voatahiry amin’ity fitaovana ity tamin’ny {time}.",
  "record.notSaved": "Tsy nety nitahiry ny valiny ity fitaovana ity: {error}",
  "record.result": "Izay vokatry ny resadresaka",
  "record.observed":
    "Fitsipika voamarika amin’ny {game}: fanontaniana {answered} amin’ny {total} no voavaly.",
  "record.nearest": "Akaiky indrindra ny {reading}; tsy mitovy aminy amin’ny:",
  "record.sameAs": "Mitovy amin’ny famakian’ny {reading} ny valiny rehetra nomena.",
  "record.differs": "{option}: {value} ({reading}: {theirs})",
  "record.open": "Navela misokatra",
  "record.openUnknown": "{option}: tsy fantatry ny mpilalao",
  "record.openDisagree": "{option}: tsy mitovy hevitra ny mpilalao",
  "record.openPlayed":
    "Mba hilalaovana azy, ny safidy navela misokatra na tsy napetraka dia maka ny sanda omen’ny {reading} azy: milaza foana ny fitsipika fa mbola misokatra izy.",
  "record.play": "Lalao ity fitsipika ity",
  "record.compare": "Ampitahao amin’ny famakiana rehetra",
  "record.export": "Avoahy ho fandraisana anjara",
  "record.exportNote":
    "Rakitra roa ho an’ny tahirin’ny tetikasa, hamarinina toy ny fanamarinan’ny fanorenana azy; ampio ny {id} ao amin’ny lisitra `rulesets` ao amin’ny {path}. Raha tsy nanome alalana ny mpilalao dia tsy misy anarana miala amin’ity fitaovana ity.",
  "record.download": "Ampidino ny {file}",
  "record.parts": "Ny toerana voalohany misarahany amin’ny famakiana tsirairay",
  "record.partsRun": "Tadiavo ny toerana misarahany",
  "record.partsRunning": "Mitady…",
  "record.partsDiverge":
    "{reading}: {where} ny fitsipika voamarika ihany no mamela ny {ours}; ny {reading} ihany no mamela ny {theirs}.",
  "record.partsNone":
    "{reading}: tsy misy fahasamihafana ao anatin’ny fihodinana {depth} voalohany.",
  "record.partsCut":
    "{reading}: tsy nahitana fahasamihafana; nijanona tao anatin’ny fihodinana {depth} ny fikarohana.",
  "record.nothing": "tsy misy",
  "record.colon": ":",
  "record.semicolon": ";",
  "record.keep": "Tehirizo amin’ity fitaovana ity ny valiny",
  "record.new": "Manomboka resadresaka vaovao",
  "record.resume": "Tohizo",
  "record.delete": "Fafao",
};
