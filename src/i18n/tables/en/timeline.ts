/** English strings of the timeline page (src/pages/[...lang]/timeline/). One area of ../en.ts. */
export const timeline = {
  "timeline.title": "Timeline",
  "timeline.description": "The evidence on Fanorona and the four-row mancala games, by date.",
  "timeline.lead":
    "Each record is placed by the earliest and latest year its date allows: when the text was written or the object made, not when it was published. Records are grouped by the first century their date touches. A date known only at one end (“by 1937”, “from 2018”) is drawn as a fading stub on its open side.",
  "timeline.showOnly": "Show only",
  "timeline.game": "Game",
  "timeline.allGames": "All games",
  "timeline.region": "Region",
  "timeline.allRegions": "All regions",
  "timeline.undated": "Undated",
} as const;
