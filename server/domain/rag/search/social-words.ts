// Words of the social side of mail: thanking, greeting, agreeing, acknowledging, taking leave, wishing well,
// laughing. A message made only of them ("thanks, all good now!", "morning!", "noted"), or of them and words of
// asking ("Help!!", "got it, thanks"), asks nothing a help desk's source answers, whatever source happens to
// share one of its words; the confidence weighs the share
// of a query's words that are social (confidence.ts). Written from general English usage, not from any list
// the confidence is measured on.

export const SOCIAL_WORDS = new Set(
  (
    // thanks
    'thanks thank thankyou thx ty tysm cheers appreciated appreciate appreciation grateful gratitude kudos gracias merci danke ' +
    // greetings and leave-taking
    'hi hello hey heya hiya howdy greetings morning afternoon evening night dear bye goodbye byebye farewell later soon ' +
    'regards best wishes ' +
    // agreeing and acknowledging
    'ok okay okey k kk alright allright fine great good perfect awesome cool nice wonderful excellent brilliant super superb ' +
    'amazing fantastic lovely sweet neat noted received understood gotcha roger yes yeah yep yup sure certainly ' +
    'absolutely indeed right agreed sounds glad happy pleased delighted ' +
    // it worked
    'sorted fixed solved resolved worked ' +
    // wishes and pleasantries
    'merry christmas xmas birthday congratulations congrats festive easter ' +
    'weekend enjoy hope welcome ' +
    // apologies and reassurance
    'sorry apologies worries np ' +
    // laughter and emphasis
    'lol haha hahaha hehe lmao wow yay woohoo much lot tons everyone guys folks'
  ).split(/\s+/).filter(Boolean),
);

const wordSet = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** The little words around a pleasantry ("have a nice day", "thanks to you all", "sorry for the trouble"). */
const PLEASANTRY_GRAMMAR = wordSet(
  'a an the to you your all and for of in on it that this i we me us our so very have has be is are was just again too day one trouble bother inconvenience',
);

/** Whether a sentence only thanks, greets or wishes well ("Thanks!", "Cheers", "Have a nice weekend.", "Happy new year!"). */
export const onlySocial = (sentence: string) => {
  const words = (sentence.match(/[\p{L}']+/gu) ?? []).map((w) => w.toLowerCase()).filter((w) => !PLEASANTRY_GRAMMAR.has(w));
  return !words.length || socialShare(words) === 1;
};

/** Words that greet or wish well by themselves. */
const GREETINGS = wordSet('hi hello hey heya hiya howdy greetings wishes congratulations congrats');
/** "good" greets before a time of day ("good morning"); alone, "evening support" is a question about hours. */
const TIMES_OF_DAY = wordSet('morning afternoon evening day');
/** The occasion a wish names: "happy" and "merry" wish well before one ("happy holidays"), not in "happy to support". */
const OCCASIONS = wordSet('new year holidays holiday christmas xmas thanksgiving hanukkah diwali eid ramadan easter birthday season seasons festive');
const WISHING = wordSet('happy merry');

/** Whether the words (in their order) greet someone or wish them well. */
function greets(words: string[]): boolean {
  return words.some(
    (w, i) => GREETINGS.has(w) || (w === 'good' && TIMES_OF_DAY.has(words[i + 1] ?? '')) || (WISHING.has(w) && OCCASIONS.has(words[i + 1] ?? '')),
  );
}

/**
 * Whom a greeting addresses and the occasion a wish names ("good morning team", "happy holidays to everyone at
 * support", "happy new year to the whole team"). Alone they are a help desk's words ("team members", "holiday
 * hours", "new plan"): social only in a message that greets or wishes and says nothing else.
 */
const ADDRESS_AND_OCCASION = new Set([...wordSet('team teams support staff crew whole all people years'), ...OCCASIONS]);

/**
 * The share of the words that are social, among those that are not words of asking (`asking`: "help", "need",
 * "got"). 1 when every word is one or the other: such a message asks for nothing in particular ("Help!!", "got
 * it, thanks", "anyone there?"); also when it only greets or wishes someone well, naming whom and the occasion.
 * 0 when there are no words.
 */
export function socialShare(words: string[], asking: readonly string[] = []): number {
  if (!words.length) return 0;
  // "thanks" and "hello" are both: social
  const said = words.filter((w) => SOCIAL_WORDS.has(w.toLowerCase()) || !asking.includes(w)).map((w) => w.toLowerCase());
  if (!said.length) return 1;
  if (greets(said) && said.every((w) => SOCIAL_WORDS.has(w) || ADDRESS_AND_OCCASION.has(w))) return 1;
  return said.filter((w) => SOCIAL_WORDS.has(w)).length / said.length;
}
