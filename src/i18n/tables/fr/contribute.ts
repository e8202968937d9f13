/** The French of the English area ../en/contribute.ts, key for key. */
import type { Strings } from "../../table.ts";
import type { contribute as english } from "../en/contribute.ts";

export const contribute: Strings<typeof english> = {
  "contribute.title": "Proposer une fiche, une correction ou une lecture",
  "contribute.description":
    "Un formulaire tiré des schémas du contenu : il vérifie une fiche comme le fait la construction du site et donne son fichier YAML et le texte d’une demande de fusion (pull request).",
  "contribute.lead":
    "La base s’enrichit par les contributions. Choisissez ce que vous proposez et remplissez ses champs : chacun dit ce qu’il signifie. « Check » vérifie la fiche avec les mêmes schémas, et les mêmes messages, que la construction du site ; une fois la vérification passée, vous obtenez son fichier YAML, avec sa place sous {content}, et le texte d’une demande de fusion. Une lecture peut énoncer le comportement qu’elle affirme (un coup refusé par une règle, un chiffre de perft, le résultat d’une partie) : le moteur de règles vérifie chaque affirmation quand la demande est testée. La {method} explique comment les fiches sont rédigées ; « Proposer une correction », sur la page d’une fiche, ouvre ce formulaire avec cette fiche.",
  "contribute.methodLink": "page de méthode",
  "contribute.englishForm":
    "Les champs gardent leurs noms tels que les fichiers du contenu les ont, et leur aide (les commentaires des schémas) est en anglais ; l’explication propre d’un schéma pour un problème l’est aussi.",
  "contribute.formName": "Le formulaire",
  "contribute.loading": "Chargement du formulaire…",
  "contribute.noscript":
    "Le formulaire demande JavaScript. Sans lui, lancez {command} dans une copie du dépôt pour créer un fichier où les champs à remplir sont marqués.",
  "cite.heading": "Citer cette fiche",
  "cite.permanent": "Adresse permanente : {link}",
  "cite.chicago": "Chicago (auteur-date)",
  "cite.accessed":
    "La date de consultation est le jour où cette page a été construite ({date}) ; remplacez-la par le jour de votre lecture. Version du jeu de données {version}, licence {licence}.",
  "cite.kind.evidence": "Fiche d’attestation",
  "cite.kind.source": "Fiche de source",
  "cite.kind.ruleset": "Jeu de règles",
  "cite.files": "Cette fiche seule :",
  "cite.propose": "Proposer une correction",
  "suggest.heading": "Suggérer une correction",
  "suggest.title": "Correction suggérée par un lecteur",
  "suggest.titleAbout": "Correction : {about}",
  "suggest.intro":
    "Dites ce qui est faux et où vous avez lu autre chose. Rien n’est envoyé avant que vous ne choisissiez l’un des deux liens ci-dessous.",
  "suggest.what": "Ce qui est faux",
  "suggest.source": "Votre source (auteur, titre, année)",
  "suggest.locator": "Où dans la source (page, chapitre ; facultatif)",
  "suggest.name": "Votre nom (facultatif)",
  "suggest.contact": "Comment vous joindre (facultatif)",
  "suggest.issue": "L’ouvrir comme nouveau ticket dans le dépôt du projet",
  "suggest.mail": "L’envoyer par courriel",
  "suggest.next":
    "Ensuite : un éditeur lit votre suggestion, vérifie la source et répond sur le ticket ou par courriel. Une correction fondée est faite dans la fiche, en citant votre source ; votre nom n’est crédité que si vous le donnez.",
  "suggest.editHeading": "Modifier la fiche elle-même",
  "suggest.edit": "Modifier la fiche elle-même (le formulaire complet, pour les contributeurs)",
  "layout.where":
    "Publié à l’adresse {site}. Les corrections vont à {issues}, ou par courriel à {email}.",
  "layout.issues": "la liste des tickets du projet",
};
