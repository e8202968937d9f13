/** Players are numbered: 0 moves first in the standard set-up of every family. Families name them. */
export type Player = 0 | 1;

export const opponent = (p: Player): Player => (p === 0 ? 1 : 0);
