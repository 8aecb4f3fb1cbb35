/** Answers shared by several modules' calls: declared once for the API and the page. */

/** A write that answers only a sentence to show (sign-out, deletions …). */
export interface MessageAnswer {
  message: string;
}
