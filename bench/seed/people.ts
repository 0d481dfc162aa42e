import { digits, pick } from './random.ts'

export interface Person {
  name: string
  username: string
  nickName: string
  phone: string
  email: string
}

const words = (text: string) => text.trim().split(/\s+/)
/** `王:wang 李:li` → [['王', 'wang'], ['李', 'li']] */
const withPinyin = (text: string) => words(text).map((w) => w.split(':') as [string, string])

const FIRST = words(`Olivia Liam Emma Noah Amelia Oliver Sophia Elijah Mia Lucas Isabella Mateo Charlotte Levi
  Ava Ethan Harper James Luna Benjamin Camila Henry Sofia Daniel Aria Samuel Chloe Jack Nora Leo Zoe Omar
  Fatima Ravi Priya Kenji Yuki Ana Diego Ingrid Lars Amara Tomasz Elif Marta`)

const LAST = words(`Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
  Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Thompson White Harris Clark Lewis Walker Hall Young
  King Wright Patel Nguyen Kim Tanaka Silva Rossi Novak Schmidt Dubois Kowalski Yilmaz Haddad`)

// none of these characters appears in the planted keywords
const SURNAMES = withPinyin(`王:wang 李:li 张:zhang 刘:liu 陈:chen 杨:yang 黄:huang 赵:zhao 吴:wu 周:zhou
  徐:xu 孙:sun 马:ma 朱:zhu 胡:hu 郭:guo 何:he 林:lin 罗:luo 高:gao 郑:zheng 梁:liang 谢:xie 宋:song
  唐:tang 韩:han 冯:feng 邓:deng 曹:cao 彭:peng`)

const GIVEN = withPinyin(`伟:wei 芳:fang 娜:na 敏:min 静:jing 丽:li 强:qiang 磊:lei 军:jun 洋:yang 勇:yong
  艳:yan 杰:jie 娟:juan 涛:tao 明:ming 超:chao 秀:xiu 霞:xia 平:ping 刚:gang 英:ying 华:hua 玉:yu 红:hong
  文:wen 辉:hui 鑫:xin 宇:yu 浩:hao 欣:xin 怡:yi 晨:chen 思:si 雨:yu 博:bo 子:zi 涵:han 轩:xuan 琳:lin`)

const MOBILE_PREFIXES = words('130 131 135 136 137 138 139 150 158 186 188')

interface Planting {
  every: number
  offset: number
}

/**
 * Rare names planted at fixed intervals, so that a keyword search has a known, small answer: a
 * substring of three or more characters (served by the trigram index) and a two-character Chinese
 * surname (shorter than a trigram: the fallback path).
 */
export const PLANTED = {
  trigram: { keyWord: 'konk', surname: 'Okonkwo', every: 12_500, offset: 7 },
  short: { keyWord: '欧阳', surname: ['欧阳', 'ouyang'] as [string, string], every: 10_000, offset: 3 },
  /** one character that only the planted surname holds */
  one: { keyWord: '欧' },
}

/** Keywords a bench call rotates through: surname + given name, given names, common log words. */
export const ROTATED_KEYWORDS = {
  two: SURNAMES.slice(0, 10).flatMap(([s]) => GIVEN.slice(0, 10).map(([g]) => s + g)),
  one: [...SURNAMES, ...GIVEN].map(([c]) => c),
  log: [
    ...Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')),
    'us',
    'er',
    'pa',
    'ge',
    'lo',
    'in',
    'di',
    'ct',
  ],
}

/** How many of `users` generated people carry a planted name. */
export const plantedCount = (users: number, p: Planting) => Math.floor((users - 1 - p.offset) / p.every) + 1

const isPlanted = (i: number, p: Planting) => i % p.every === p.offset
const phone = (random: () => number) => pick(random, MOBILE_PREFIXES) + digits(random, 8)

function latinPerson(i: number, random: () => number): Person {
  const first = pick(random, FIRST)
  const last = isPlanted(i, PLANTED.trigram) ? PLANTED.trigram.surname : pick(random, LAST)
  const username = `${first}.${last}${i}`.toLowerCase()
  const nickName = random() < 0.5 ? first : `${first}${Math.floor(random() * 100)}`
  return {
    name: `${first} ${last}`,
    username,
    nickName,
    phone: phone(random),
    email: `${username}@example.com`,
  }
}

function chinesePerson(i: number, random: () => number): Person {
  const [surname, surnamePinyin] = isPlanted(i, PLANTED.short)
    ? PLANTED.short.surname
    : pick(random, SURNAMES)
  const given = Array.from({ length: random() < 0.6 ? 2 : 1 }, () => pick(random, GIVEN))
  const name = surname + given.map(([c]) => c).join('')
  const username = `${surnamePinyin}${given.map(([, p]) => p).join('')}${i}`
  return {
    name,
    username,
    nickName: `小${given[0][0]}`,
    phone: phone(random),
    email: `${username}@example.cn`,
  }
}

/** The i-th generated person (i from 0): about a third have Chinese names; planted rows get the rare ones. */
export function person(i: number, random: () => number): Person {
  if (isPlanted(i, PLANTED.short)) return chinesePerson(i, random)
  if (isPlanted(i, PLANTED.trigram)) return latinPerson(i, random)
  return random() < 0.35 ? chinesePerson(i, random) : latinPerson(i, random)
}
