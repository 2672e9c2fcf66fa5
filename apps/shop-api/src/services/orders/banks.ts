// Banks a refund can go to (the platform's bank codes) and their Korean names.
export const bankNames: Readonly<Record<string, string>> = {
  KDB: '산업은행', IBK: '기업은행', KB: '국민은행', KEB: '외환은행', SUHYUP: '수협은행', NH: '농협은행', NHLOCAL: '지역농축협',
  WOORI: '우리은행', SC: 'SC제일은행', CITY: '씨티은행', DAEGU: 'iM뱅크(대구은행)', PUSAN: '부산은행', GWANGJU: '광주은행', JEJU: '제주은행',
  JEONBUK: '전북은행', GYEONGNAM: '경남은행', KFCC: '새마을금고', CU: '신협', EPOST: '우체국', KEBHANA: '하나은행', SHINHAN: '신한은행',
  KBANK: '케이뱅크', KAKAO: '카카오뱅크', TOSS: '토스뱅크',
};

export const bankCodes = Object.keys(bankNames) as [string, ...string[]];
