/** A driver's personal feed address: its secret token and when it was made. */
export interface FeedToken {
  userId: string;
  token: string;
  createdAt: string;
}

/** Port: the one personal feed token each account may have. */
export interface FeedTokenRepository {
  findByToken(token: string): Promise<FeedToken | null>;
  findByUser(userId: string): Promise<FeedToken | null>;
  /** Stores `token` unless the user already has one; answers the user's token either way. */
  createIfMissing(token: FeedToken): Promise<FeedToken>;
  /** Stores `token` in place of the user's previous one, which stops working. */
  replace(token: FeedToken): Promise<void>;
}
