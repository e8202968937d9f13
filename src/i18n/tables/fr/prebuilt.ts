/** The French of the English area ../en/prebuilt.ts. */
import type { Strings } from "../../table.ts";
import type { prebuilt as english } from "../en/prebuilt.ts";

export const prebuilt: Strings<typeof english> = {
  "prebuilt.montgomery-flacourt.title": "Le Fanorona de Montgomery et le Fifangha de Flacourt",
  "prebuilt.montgomery-flacourt.why":
    "Deux jeux malgaches consignés à quelque 230 ans d’écart, l’un où l’on déplace des pièces le long de lignes, l’autre où l’on sème des graines dans des trous, et qui tous deux enchaînent les prises au cours d’un tour. Flacourt rend la prise obligatoire ; le résumé que la DLP fait de Montgomery aussi.",
  "prebuilt.fanorona-five.title": "Le fanorona en cinq lectures",
  "prebuilt.fanorona-five.why":
    "Montgomery, Walker, l’article basque, la DLP et les règles informatiques s’accordent sur le plateau et sur les deux manières de prendre, et divergent sur l’ouverture, sur l’obligation de poursuivre une chaîne et sur ce qu’une chaîne ne peut pas faire.",
  "prebuilt.vela-three.title": "Le vela en trois lectures",
  "prebuilt.vela-three.why":
    "La partie à handicap qui suit une défaite : qui l’ouvre, combien de temps le gagnant ne peut pas prendre, et ce que fait le perdant quand il ne peut pas prendre varient d’une source à l’autre.",
  "prebuilt.msuwa-pair.title": "Msuwa et Msuwa wa Kunja, d’après Sanderson",
  "prebuilt.msuwa-pair.why":
    "Deux jeux à quatre rangées du Nyasaland tirés d’un même récit, qui diffèrent par la disposition des graines au départ.",
  "prebuilt.chiana-pair.title": "Chiana wa Kunja et Chiana wa Bwalo, d’après Sanderson",
  "prebuilt.chiana-pair.why":
    "Deux jeux où des séries de graines se poursuivent, autour des deux rangées extérieures ou autour des rangées de chaque joueur, et prennent en dépassant ou en arrivant en face.",
  "prebuilt.sanderson-dlp.title": "{game} : Sanderson (1913) et la DLP",
  "prebuilt.sanderson-dlp.why":
    "Le récit de Sanderson face à la lecture qu’en fait le Digital Ludeme Project : là où les règles de la DLP en disent plus que Sanderson, ou autre chose.",
};
