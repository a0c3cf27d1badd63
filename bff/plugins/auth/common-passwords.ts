// Very common passwords (from public breach-frequency lists), refused at registration and password change.
// prettier-ignore
const LIST = new Set([
  '000000', '00000000', '102030', '1111', '111111', '11111111', '112233', '121212', '123123', '123321',
  '1234', '12341234', '12345', '123456', '1234567', '12345678', '123456789', '1234567890', '123654',
  '123abc', '123qwe', '147258369', '147852', '159753', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx',
  '1qaz2wsx3edc', '1qazxsw2', '2222', '555555', '654321', '666666', '696969', '741852963', '7777777',
  '88888888', '987654', '987654321', 'aaaaaa', 'abc123', 'abc12345', 'abc123456', 'abcd1234', 'abcdef',
  'access', 'admin', 'admin123', 'amanda', 'andrew', 'angel', 'angels', 'apple', 'arsenal', 'asdf1234',
  'asdfgh', 'asdfghjkl', 'ashley', 'azerty', 'bailey', 'banana', 'baseball', 'batman', 'batman1', 'blink182',
  'buster', 'butterfly', 'changeme', 'charlie', 'cheese', 'chelsea', 'chocolate', 'computer', 'cookie',
  'daniel', 'daniel1', 'default', 'donald', 'dragon', 'dragon1', 'england', 'family', 'father', 'flower',
  'football', 'football1', 'forever', 'fortnite', 'freedom', 'friends', 'george', 'ginger', 'google',
  'guest', 'hannah', 'harley', 'hello', 'hello123', 'hockey', 'hunter', 'iloveyou', 'iloveyou1', 'internet',
  'jennifer', 'jennifer1', 'jessica', 'jessica1', 'jesus', 'jordan', 'joshua', 'killer', 'letmein',
  'letmein1', 'liverpool', 'login', 'lol123', 'london', 'love123', 'lovely', 'lovely1', 'loveme',
  'manchester', 'master', 'master1', 'matthew', 'michael', 'michelle', 'minecraft', 'monkey', 'monkey1',
  'mother', 'mustang', 'naruto', 'nicole', 'orange', 'p@ssw0rd', 'p@ssword', 'pass', 'passw0rd', 'passw0rd1',
  'password', 'password1', 'password12', 'password123', 'pepper', 'pokemon', 'princess', 'princess1',
  'purple', 'q1w2e3r4', 'q1w2e3r4t5', 'qazwsx', 'qwe123', 'qwerty', 'qwerty1', 'qwerty12', 'qwerty123',
  'qwertyui', 'qwertyuiop', 'qwertyuiop1', 'ranger', 'robert', 'root', 'samsung', 'secret', 'secret1',
  'sexy', 'shadow', 'soccer', 'solo', 'spiderman', 'starwars', 'summer', 'sunshine', 'sunshine1', 'superman',
  'superman1', 'test', 'test123', 'thomas', 'tigger', 'tinkle', 'toor', 'trustno1', 'welcome', 'welcome1',
  'whatever', 'whatever1', 'yellow', 'zaq12wsx', 'zxcvbn', 'zxcvbnm',
]);

/** True for a password on the list, ignoring case and the trailing '!' or '.' people add. */
export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  return LIST.has(p) || LIST.has(p.replace(/[!.]+$/, ''));
}
