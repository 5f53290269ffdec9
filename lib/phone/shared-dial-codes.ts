/**
 * Countries that share a calling code: which one a bare code means (priority 0) and the leading
 * digits of the national number (area codes) that identify the others. libphonenumber-js tells them
 * apart from a complete number; this table also works on a partly typed one and orders the list.
 * Countries not listed here have priority 0 and no area codes.
 */
export type SharedDialCodeEntry = { priority: number; areaCodes: readonly string[] | null };

/** Canada's area codes (those libphonenumber-js's metadata places in Canada, non-geographic 600/622/633 included). */
const CA_AREA_CODES = [
  '204', '226', '236', '249', '250', '257', '263', '273', '289', '306', '343', '354', '365', '367', '368', '382', '403',
  '416', '418', '428', '431', '437', '438', '450', '468', '474', '506', '514', '519', '548', '579', '581', '584', '587',
  '600', '604', '613', '622', '633', '639', '647', '672', '683', '705', '709', '742', '753', '778', '780', '782', '807',
  '819', '825', '867', '873', '879', '902', '905', '942',
] as const;

export const SHARED_DIAL_CODES: Readonly<Record<string, Readonly<Record<string, SharedDialCodeEntry>>>> = {
  '1': {
    US: { priority: 0, areaCodes: null },
    CA: { priority: 1, areaCodes: CA_AREA_CODES },
    DO: { priority: 2, areaCodes: ['809', '829', '849'] },
    PR: { priority: 3, areaCodes: ['787', '939'] },
    JM: { priority: 4, areaCodes: ['876', '658'] },
    AS: { priority: 5, areaCodes: ['684'] },
    AG: { priority: 6, areaCodes: ['268'] },
    AI: { priority: 6, areaCodes: ['264'] },
    BB: { priority: 8, areaCodes: ['246'] },
    BS: { priority: 8, areaCodes: ['242'] },
    BM: { priority: 10, areaCodes: ['441'] },
    DM: { priority: 10, areaCodes: ['767'] },
    VG: { priority: 11, areaCodes: ['284'] },
    KY: { priority: 12, areaCodes: ['345'] },
    GD: { priority: 14, areaCodes: ['473'] },
    GU: { priority: 15, areaCodes: ['671'] },
    MS: { priority: 16, areaCodes: ['664'] },
    MP: { priority: 17, areaCodes: ['670'] },
    KN: { priority: 18, areaCodes: ['869'] },
    LC: { priority: 19, areaCodes: ['758'] },
    VC: { priority: 20, areaCodes: ['784'] },
    SX: { priority: 21, areaCodes: ['721'] },
    TT: { priority: 22, areaCodes: ['868'] },
    TC: { priority: 23, areaCodes: ['649'] },
    VI: { priority: 24, areaCodes: ['340'] },
  },
  '7': { RU: { priority: 0, areaCodes: null }, KZ: { priority: 1, areaCodes: ['33', '7'] } },
  '39': { IT: { priority: 0, areaCodes: null }, VA: { priority: 1, areaCodes: ['06698'] } },
  '44': {
    GB: { priority: 0, areaCodes: null },
    GG: { priority: 1, areaCodes: ['1481', '7781', '7839', '7911'] },
    IM: { priority: 2, areaCodes: ['1624', '74576', '7524', '7624', '7924'] },
    JE: { priority: 3, areaCodes: ['1534', '7509', '7700', '7797', '7829', '7937'] },
  },
  '47': { NO: { priority: 0, areaCodes: null }, SJ: { priority: 1, areaCodes: ['79'] } },
  '61': { AU: { priority: 0, areaCodes: null }, CC: { priority: 1, areaCodes: ['89162'] }, CX: { priority: 2, areaCodes: ['89164'] } },
  '212': { MA: { priority: 0, areaCodes: null }, EH: { priority: 1, areaCodes: ['5288', '5289'] } },
  '262': { RE: { priority: 0, areaCodes: null }, YT: { priority: 1, areaCodes: ['269', '639'] } },
  '290': { SH: { priority: 0, areaCodes: null }, TA: { priority: 1, areaCodes: ['8'] } },
  '358': { FI: { priority: 0, areaCodes: null }, AX: { priority: 1, areaCodes: ['18'] } },
  '590': { GP: { priority: 0, areaCodes: null }, BL: { priority: 1, areaCodes: null }, MF: { priority: 2, areaCodes: null } },
  '599': { CW: { priority: 0, areaCodes: null }, BQ: { priority: 1, areaCodes: ['3', '4', '7'] } },
};
