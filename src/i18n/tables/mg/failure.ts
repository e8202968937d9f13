/** The Malagasy of the English area ../en/failure.ts, key for key (awaiting review). */
import type { Strings } from "../../table.ts";
import type { failure as english } from "../en/failure.ts";

export const failure: Strings<typeof english> = {
  "simb.fail.status": "tsy azo nalaina ny {path} (sata HTTP {status})",
  "simb.fail.network": "tsy azo nalaina ny {path}: tsy namaly ny tambajotra",
  "simb.fail.code": "tsy azo nalaina ny ampahany amin’ny kaodin’ity pejy ity",
  "simb.fail.json": "tsy ilay JSON andrasana ny {path}",
  "simb.fail.unpack-too-big":
    "mihoatra ny {limit} oktety izy rehefa voavelatra, mihoatra noho ny rakitra lalao rehetra",
  "simb.fail.unpack-data": "tsy angona voaporitra amin’ny endrika deflate izy",
  "simb.fail.unpack-text": "tsy lasa soratra UTF-8 izy rehefa voavelatra",
  "simb.fail.image-decode": "tsy nahavita nanao ny sary ny mpitety tranonkala",
  "simb.fail.no-canvas": "tsy manome kanavasy hanaovana sary ity mpitety tranonkala ity",
  "simb.fail.no-png": "tsy nisy PNG vita",
  "simb.fail.unexpected": "{why} (hafatry ny mpitety tranonkala, amin’ny teny anglisy)",
};
