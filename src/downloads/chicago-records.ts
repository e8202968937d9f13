/**
 * A CSL style for citing one record of this site in Chicago author-date form (17th ed., the
 * pattern for an item in an online database): Site. Year. “Title.” Kind id. Version v. Accessed
 * Month D, YYYY. URL. The access date takes the locale's own written form ("November 27, 2026",
 * "27 novembre 2026"), so a French page's citation reads as French. Written here for our one item shape because Citation.js ships only APA,
 * Vancouver and Harvard; citeproc (through Citation.js) does the formatting, punctuation and
 * escaping.
 */
export const CHICAGO_RECORDS_TEMPLATE = "chicago-author-date-records";

export const CHICAGO_RECORDS_CSL = `<?xml version="1.0" encoding="utf-8"?>
<style xmlns="http://purl.org/net/xbiblio/csl" class="in-text" version="1.0" default-locale="en-US">
  <info>
    <title>Chicago author-date, for records of this site</title>
    <id>${CHICAGO_RECORDS_TEMPLATE}</id>
    <updated>2026-11-23T00:00:00+00:00</updated>
  </info>
  <macro name="creator">
    <names variable="author">
      <name and="text" name-as-sort-order="first" sort-separator=", " delimiter=", " delimiter-precedes-last="always"/>
      <substitute><text variable="publisher"/></substitute>
    </names>
  </macro>
  <macro name="year">
    <date variable="issued"><date-part name="year"/></date>
  </macro>
  <macro name="accessed">
    <group delimiter=" ">
      <text term="accessed" text-case="capitalize-first"/>
      <date variable="accessed" form="text"/>
    </group>
  </macro>
  <citation>
    <layout prefix="(" suffix=")">
      <group delimiter=" "><text macro="creator"/><text macro="year"/></group>
    </layout>
  </citation>
  <bibliography hanging-indent="true">
    <layout suffix=".">
      <group delimiter=". ">
        <text macro="creator"/>
        <text macro="year"/>
        <text variable="title" quotes="true"/>
        <group delimiter=" "><text variable="genre" text-case="capitalize-first"/><text variable="number"/></group>
        <group delimiter=" "><text term="version" text-case="capitalize-first"/><text variable="version"/></group>
        <text macro="accessed"/>
        <text variable="URL"/>
      </group>
    </layout>
  </bibliography>
</style>
`;
