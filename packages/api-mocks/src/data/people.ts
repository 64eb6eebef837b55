import { CITIES, type City } from './districts'
import { pad, type Random } from './seed'

const SURNAMES = [
  '陈',
  '李',
  '黄',
  '张',
  '梁',
  '林',
  '刘',
  '吴',
  '罗',
  '杨',
  '郑',
  '谢',
  '何',
  '冯',
  '许',
  '曾',
  '邓',
  '叶',
  '苏',
  '卢',
  '蔡',
  '钟',
  '潘',
  '彭',
  '朱',
  '周',
  '郭',
  '胡',
  '赖',
  '欧阳',
]
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '霞',
  '平',
  '刚',
  '桂英',
  '晓明',
  '嘉欣',
  '子轩',
  '梓涵',
  '浩然',
  '思琪',
  '俊杰',
  '雅婷',
  '志强',
  '佩珊',
  '家豪',
  '婉婷',
  '锦华',
  '伟强',
  '永康',
  '慧敏',
  '振东',
  '丽华',
]
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK = '10X98765432'
const MOBILE_PREFIXES = [
  '134',
  '135',
  '136',
  '137',
  '138',
  '139',
  '150',
  '151',
  '152',
  '157',
  '158',
  '159',
  '182',
  '183',
  '187',
  '188',
  '130',
  '131',
  '132',
  '155',
  '156',
  '185',
  '186',
  '133',
  '153',
  '180',
  '181',
  '189',
  '177',
  '199',
]
const POLITICAL = ['群众', '共青团员', '中共党员', '中共预备党员', '民主党派成员']
const EDUCATION = ['初中', '高中', '中专', '大专', '本科', '硕士研究生', '博士研究生']
const STREETS = ['中山路', '解放路', '人民路', '建设路', '新华路', '东风路', '滨江路', '文化路']
const MAIL = ['qq.com', '163.com', '126.com', 'foxmail.com', 'sina.com']

/** GB 11643 check character of the first 17 digits. */
export const idCardCheck = (first17: string): string => {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (WEIGHTS[i] ?? 0) * (first17.charCodeAt(i) - 48)
  return CHECK[sum % 11] ?? '0'
}

export interface Person {
  name: string
  gender: '男' | '女'
  idCard: string
  birthday: string
  mobile: string
  email: string
  city: City
  address: string
  politicalStatus: string
  education: string
}

const countyCode = (city: City, county: number): string =>
  `${city.code.slice(0, 4)}${pad(county * 2 + 2, 2)}`

/** A person with a real-looking name and a valid Guangdong ID card number. */
export const person = (r: Random, city: City = r.pick(CITIES)): Person => {
  const name = r.pick(SURNAMES) + r.pick(GIVEN)
  const year = r.int(1960, 2006)
  const month = r.int(1, 12)
  const day = r.int(1, 28)
  const county = r.int(0, city.counties.length - 1)
  const order = r.int(1, 999)
  const gender = order % 2 === 1 ? '男' : '女'
  const first17 = `${countyCode(city, county)}${year}${pad(month, 2)}${pad(day, 2)}${pad(order, 3)}`
  return {
    name,
    gender,
    idCard: first17 + idCardCheck(first17),
    birthday: `${year}-${pad(month, 2)}-${pad(day, 2)}`,
    mobile: mobile(r),
    email: `${pinyinLike(r)}${r.int(10, 9999)}@${r.pick(MAIL)}`,
    city,
    address: address(r, city, county),
    politicalStatus: r.pick(POLITICAL),
    education: r.pick(EDUCATION),
  }
}

export const mobile = (r: Random): string =>
  `${r.pick(MOBILE_PREFIXES)}${pad(r.int(0, 99999999), 8)}`

export const address = (r: Random, city: City, county = r.int(0, city.counties.length - 1)) =>
  `广东省${city.name}${city.counties[county] ?? ''}${r.pick(STREETS)}${r.int(1, 388)}号`

const SYLLABLES = ['chen', 'li', 'huang', 'zhang', 'liang', 'lin', 'wu', 'luo', 'yang', 'xie']
const pinyinLike = (r: Random) => r.pick(SYLLABLES) + r.pick(SYLLABLES)

/** A name only (an operator, a contact). */
export const personName = (r: Random): string => r.pick(SURNAMES) + r.pick(GIVEN)
