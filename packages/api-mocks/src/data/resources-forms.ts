import { CITIES } from './districts'
import { person } from './people'
import { place, type ResourceDef, resource } from './resource-def'
import { creditCode } from './vocab'

const GUANGZHOU = CITIES[0] as (typeof CITIES)[number]

/** The signed-in admin's own organisation (组织团体资料): a single record, edited in place. */
export const formResources: readonly ResourceDef[] = [
  resource(
    'my_organization',
    '本组织资料',
    1,
    ['id', 'orgName', 'creditCode', 'telephone', 'certifierName', 'districtId', 'districtName'],
    [0],
    (r) => {
      const contact = person(r, GUANGZHOU)
      return {
        orgName: '广州市越秀区青年志愿者协会',
        orgNameEn: 'Yuexiu Youth Volunteers Association',
        creditCode: creditCode(r),
        telephone: '02083331234',
        certifierName: contact.name,
        email: 'yuexiu-volunteers@example.org',
        website: 'https://volunteers.example.org/yuexiu',
        address: contact.address,
        intro: '组织辖区青年开展社区服务、环境保护与助老助残等志愿服务。',
        ...place(GUANGZHOU),
        status: 0,
        createTime: '2018-05-04 09:00:00',
      }
    },
    { searchable: ['orgName'] },
  ),
]
