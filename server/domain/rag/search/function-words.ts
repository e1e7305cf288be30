// English words of grammar that WordNet leaves out (it lists nouns, verbs, adjectives and adverbs only):
// pronouns, conjunctions, prepositions, determiners, modals, what is left of a negation once its "'t" is cut
// ("wouldn't"), and contractions typed without their apostrophe ("didnt", "im"); some are stop words to
// PostgreSQL as well. They are English words: no typo of anything, so neither
// a spelling correction nor a trigram lookup (where "anything" or "whenever" read thousands of passages for
// nothing) is tried for them. Written from English grammar, not from any measured list.

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    // pronouns
    'anyone anybody anything everyone everybody everything someone somebody something nobody noone nothing none ' +
    'whoever whatever whichever whomever myself yourself yourselves ourselves themselves itself himself herself ' +
    'oneself hers yours ours theirs whose which whom ' +
    // conjunctions
    'although though unless whereas whether because since while whilst until till whenever wherever however ' +
    // prepositions
    'among amongst within without upon onto toward towards beside besides via versus ' +
    // modals
    'shall ought would could cannot ' +
    // negations without their "'t"
    'wouldn couldn shouldn didn doesn isn aren wasn weren hasn hadn mustn needn mightn ' +
    // contractions without their apostrophe
    'dont didnt doesnt isnt arent wasnt werent havent hasnt hadnt cant couldnt wouldnt shouldnt wont mustnt ' +
    'im ive id youre youve theyre theyve weve thats theres whats lets'
  ).split(' '),
);
