/** The Malagasy of the English area ../en/prebuilt.ts (awaiting review by a native speaker). */
import type { Strings } from "../../table.ts";
import type { prebuilt as english } from "../en/prebuilt.ts";

export const prebuilt: Strings<typeof english> = {
  "prebuilt.montgomery-flacourt.title": "Ny Fanorona an’i Montgomery sy ny Fifangha an’i Flacourt",
  "prebuilt.montgomery-flacourt.why":
    "Lalao malagasy roa voarakitra tamin’ny elanelana 230 taona teo ho eo: ny iray mamindra vato manaraka tsipika, ny iray mamafy voa anaty lavaka, ary samy mampitohy fakana ao anatin’ny anjara iray izy roa. Ataon’i Flacourt ho tsy maintsy atao ny fakana; toy izany koa ny famintinan’ny DLP an’i Montgomery.",
  "prebuilt.fanorona-five.title": "Ny fanorona amin’ny famakiana dimy",
  "prebuilt.fanorona-five.why":
    "Mifanaraka momba ny takelaka sy ny fomba roa hakana i Montgomery, Walker, ny lahatsoratra basky, ny DLP ary ny fitsipika informatika, fa tsy mitovy momba ny fanombohana, momba ny hoe tsy maintsy tohizana ve ny rojo, ary momba izay tsy azon’ny rojo atao.",
  "prebuilt.vela-three.title": "Ny vela amin’ny famakiana telo",
  "prebuilt.vela-three.why":
    "Ny lalao fanasaziana (ny vela) aorian’ny faharesena: iza no manomboka azy, hafiriana no tsy ahazoan’ny mpandresy maka, ary inona no ataon’ny resy rehefa tsy afaka maka izy: samy hafa isaky ny loharano.",
  "prebuilt.msuwa-pair.title": "Msuwa sy Msuwa wa Kunja, araka an’i Sanderson",
  "prebuilt.msuwa-pair.why":
    "Lalao roa misy laharana efatra avy any Nyasaland, avy amin’ny filazalazana iray, tsy mitovy amin’ny fomba fametrahana ny voa amin’ny fiandohana.",
  "prebuilt.chiana-pair.title": "Chiana wa Kunja sy Chiana wa Bwalo, araka an’i Sanderson",
  "prebuilt.chiana-pair.why":
    "Lalao roa ifanenjehan’ny andian-voa, manodidina ny laharana ivelany roa na manodidina ny laharan’ny mpilalao tsirairay, ary maka amin’ny fihoarana na amin’ny fahatongavana eo anatrehany.",
  "prebuilt.sanderson-dlp.title": "{game}: Sanderson (1913) sy ny DLP",
  "prebuilt.sanderson-dlp.why":
    "Ny filazalazan’i Sanderson manoloana ny famakian’ny Digital Ludeme Project azy: izay ilazan’ny fitsipiky ny DLP zavatra mihoatra na hafa noho ny tenin’i Sanderson.",
};
