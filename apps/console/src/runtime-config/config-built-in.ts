import type { AppConfig } from './app-config-schema'

/** The defaults when neither the build nor `config.json` says otherwise. */
export const BUILT_IN_CONFIG: AppConfig = {
  imageBase: 'https://img.gdzyz.cn/',
  uploadBase: 'https://upload.gdzyz.cn/',
  h5Base: 'https://h5.gdzyz.cn/',
  mapKey: '',
  partnerSites: {
    hszh: 'https://hszh.gdzyz.cn/',
    spaq: 'https://spaq.gdzyz.cn/',
    xfaq: 'https://xfaq.gdzyz.cn/',
  },
  westPlanUrl: 'https://xibu.youth.cn/',
  demoSearchUrl: 'https://www.baidu.com/',
  iframePages: new Map([['gdzyz_home', 'https://www.gdzyz.cn/']]),
  helpUrl: 'https://www.gdzyz.cn/',
  articleLinks: {
    regulations: 'https://www.gdzyz.cn/article/regulations',
    guide: 'https://www.gdzyz.cn/article/guide',
  },
  sessionExpiry: { statuses: [401], codes: [401] },
}
