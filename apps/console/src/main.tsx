import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <main>
        <h1>广东i志愿后台管理系统</h1>
      </main>
    </StrictMode>,
  )
}
