import { Col, Row } from 'antd'
import { loadAreaTexts, useAreaTexts } from '../../../shell'
import { CategoryCard } from '../components/dashboard/CategoryCard'
import { RankingCard } from '../components/dashboard/RankingCard'
import { SalesCard } from '../components/dashboard/SalesCard'
import { StatCards } from '../components/dashboard/StatCards'
import '../components/dashboard/dashboard.css'
import '../shop.css'

// the home page's code comes with the user's data at sign-in: its texts come with it, not after it
await loadAreaTexts('shop-dashboard')

/** The shop at a glance: today's figures, sales by month, the goods most ordered and each category's share. */
export default function DashboardPage() {
  useAreaTexts('shop-dashboard')
  return (
    <div className="dashboard">
      <StatCards />
      <SalesCard />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <RankingCard />
        </Col>
        <Col xs={24} lg={10}>
          <CategoryCard />
        </Col>
      </Row>
    </div>
  )
}
