// Couriers the shop ships with (the platform's deliveryCompanyType codes), with the page where a
// shopper tracks a parcel by its invoice number.

export interface DeliveryCompany {
  label: string;
  trackingUrl(invoiceNo: string): string;
}

const q = encodeURIComponent;

export const deliveryCompanies: Record<string, DeliveryCompany> = {
  CJ: { label: 'CJ대한통운', trackingUrl: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${q(n)}` },
  POST: { label: '우체국택배', trackingUrl: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${q(n)}` },
  HANJIN: { label: '한진택배', trackingUrl: (n) => `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${q(n)}` },
  LOTTE: { label: '롯데택배', trackingUrl: (n) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${q(n)}` },
  LOGEN: { label: '로젠택배', trackingUrl: (n) => `https://www.ilogen.com/web/personal/trace/${q(n)}` },
};

export function isDeliveryCompany(code: string): boolean {
  return Object.hasOwn(deliveryCompanies, code);
}
