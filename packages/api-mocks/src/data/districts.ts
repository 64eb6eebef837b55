/** Guangdong's 21 prefecture-level cities with their administrative codes and some counties. */
export interface City {
  code: string
  name: string
  counties: readonly string[]
}

export const CITIES: readonly City[] = [
  { code: '440100', name: '广州市', counties: ['越秀区', '海珠区', '天河区', '白云区', '番禺区'] },
  { code: '440200', name: '韶关市', counties: ['浈江区', '武江区', '曲江区', '乐昌市'] },
  { code: '440300', name: '深圳市', counties: ['福田区', '罗湖区', '南山区', '宝安区', '龙岗区'] },
  { code: '440400', name: '珠海市', counties: ['香洲区', '斗门区', '金湾区'] },
  { code: '440500', name: '汕头市', counties: ['金平区', '龙湖区', '潮阳区', '澄海区'] },
  { code: '440600', name: '佛山市', counties: ['禅城区', '南海区', '顺德区', '三水区'] },
  { code: '440700', name: '江门市', counties: ['蓬江区', '江海区', '新会区', '台山市'] },
  { code: '440800', name: '湛江市', counties: ['赤坎区', '霞山区', '麻章区', '雷州市'] },
  { code: '440900', name: '茂名市', counties: ['茂南区', '电白区', '高州市', '信宜市'] },
  { code: '441200', name: '肇庆市', counties: ['端州区', '鼎湖区', '高要区', '四会市'] },
  { code: '441300', name: '惠州市', counties: ['惠城区', '惠阳区', '博罗县', '惠东县'] },
  { code: '441400', name: '梅州市', counties: ['梅江区', '梅县区', '兴宁市', '大埔县'] },
  { code: '441500', name: '汕尾市', counties: ['城区', '海丰县', '陆丰市'] },
  { code: '441600', name: '河源市', counties: ['源城区', '紫金县', '龙川县', '和平县'] },
  { code: '441700', name: '阳江市', counties: ['江城区', '阳东区', '阳春市'] },
  { code: '441800', name: '清远市', counties: ['清城区', '清新区', '英德市', '连州市'] },
  { code: '441900', name: '东莞市', counties: ['莞城街道', '南城街道', '松山湖', '虎门镇'] },
  { code: '442000', name: '中山市', counties: ['石岐街道', '东区街道', '火炬开发区', '小榄镇'] },
  { code: '445100', name: '潮州市', counties: ['湘桥区', '潮安区', '饶平县'] },
  { code: '445200', name: '揭阳市', counties: ['榕城区', '揭东区', '普宁市', '惠来县'] },
  { code: '445300', name: '云浮市', counties: ['云城区', '云安区', '罗定市', '新兴县'] },
]

export const CITY_CODES: ReadonlySet<string> = new Set(CITIES.map((c) => c.code))
