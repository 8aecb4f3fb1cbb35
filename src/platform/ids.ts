import { v7 } from 'uuid';

/** Port: new opaque ids (UUID v7: time-ordered, so indexes stay compact). */
export type IdGenerator = () => string;

export const newId: IdGenerator = () => v7();
